/**
 * @module The customer detail dialog (docs/rules/customers.md, The screen), opened by View and
 * Edit: Customer Details (profile card, contact fields, Delete), Shipping
 * Info, Stringing Preferences (with pocket images) and Order History. The
 * three form tabs share one form; Save Changes on any of them saves it all.
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { serverMessage } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { formGrid, fullWidth } from "@stringing/ui/form-grid.css";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs.tsx";
import { useDeleteCustomer } from "../api/delete-customer.ts";
import { useUpdateCustomer } from "../api/update-customer.ts";
import type { Customer } from "../customer.ts";
import { customerFormValues, validateCustomerForm, type CustomerField, type CustomerFormErrors, type CustomerFormValues } from "../customer-form.ts";
import { GENERIC_FAILURE } from "./add-customer-dialog.tsx";
import { CustomerFields } from "./customer-fields.tsx";
import { NotesField } from "./notes-field.tsx";
import { OrderHistory } from "./order-history.tsx";
import { PocketImages } from "./pocket-images.tsx";
import { ProfileCard } from "./profile-card.tsx";
import * as styles from "./customers.css.ts";

export type CustomerTab = "details" | "shipping" | "preferences" | "orders";

const TAB_OF_FIELD: Record<CustomerField, CustomerTab> = {
  name: "details",
  email: "details",
  phone: "details",
  position: "details",
  notes: "preferences",
  shippingAddress: "shipping",
  shippingCity: "shipping",
  shippingState: "shipping",
  shippingZip: "shipping",
  shippingCountry: "shipping",
  preferredMesh: "preferences",
  preferredThread: "preferences",
  preferredPocket: "preferences",
};

export interface CustomerDetailDialogProps {
  customer: Customer;
  onClose: () => void;
  initialTab?: CustomerTab;
}

export function CustomerDetailDialog({ customer: initial, onClose, initialTab = "details" }: CustomerDetailDialogProps) {
  const [customer, setCustomer] = useState(initial);
  const [values, setValues] = useState<CustomerFormValues>(() => customerFormValues(initial));
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const [tab, setTab] = useState<CustomerTab>(initialTab);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateCustomer();
  const remove = useDeleteCustomer();
  const busy = update.isPending;

  const onChange = (field: CustomerField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = () => {
    if (busy) return;
    const result = validateCustomerForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0] as CustomerField | undefined;
      if (first) setTab(TAB_OF_FIELD[first]);
      return;
    }
    update.mutate(
      { id: customer.id, patch: result.payload },
      {
        onSuccess: (updated) => {
          setCustomer(updated);
          setValues(customerFormValues(updated));
          toast({ title: "Customer updated", description: updated.name });
        },
        onError: (error) => toast({ title: "Error updating customer", description: serverMessage(error) ?? GENERIC_FAILURE, variant: "destructive" }),
      },
    );
  };

  const saveRow = (withDelete = false) => (
    <div className={styles.tabActions}>
      {withDelete ? (
        <Button variant="destructive" onPress={() => setConfirmDelete(true)} isDisabled={busy}>
          Delete Customer
        </Button>
      ) : (
        <span />
      )}
      <Button onPress={save} isDisabled={busy}>
        {busy ? "Saving..." : "Save Changes"}
      </Button>
    </div>
  );

  const fields = (list: readonly CustomerField[]) => <CustomerFields fields={list} values={values} errors={errors} onChange={onChange} isDisabled={busy} />;

  return (
    <ModalDialog title={customer.name} description="Customer profile, shipping, preferences and orders." size="lg" onClose={onClose} isDismissable={!busy}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as CustomerTab)}>
        <TabList aria-label="Customer sections" className={styles.wrappingTabs}>
          <Tab id="details">Customer Details</Tab>
          <Tab id="shipping">Shipping Info</Tab>
          <Tab id="preferences">Stringing Preferences</Tab>
          <Tab id="orders">Order History</Tab>
        </TabList>
        <TabPanel id="details">
          <div className={styles.stack}>
            <ProfileCard customer={customer} />
            <div className={formGrid}>{fields(["name", "email", "phone", "position"])}</div>
            {saveRow(true)}
          </div>
        </TabPanel>
        <TabPanel id="shipping">
          <div className={styles.stack}>
            <div className={formGrid}>
              <div className={fullWidth}>{fields(["shippingAddress"])}</div>
              {fields(["shippingCity", "shippingState", "shippingZip", "shippingCountry"])}
            </div>
            {saveRow()}
          </div>
        </TabPanel>
        <TabPanel id="preferences">
          <div className={styles.stack}>
            <div className={formGrid}>
              {fields(["preferredMesh", "preferredThread", "preferredPocket"])}
              <div className={fullWidth}>
                <NotesField label="Notes" value={values.notes} onChange={(value) => onChange("notes", value)} isDisabled={busy} />
              </div>
            </div>
            {saveRow()}
            <PocketImages customer={customer} onCustomerChange={setCustomer} />
          </div>
        </TabPanel>
        <TabPanel id="orders">
          <OrderHistory customerId={customer.id} />
        </TabPanel>
      </Tabs>
      {confirmDelete ? (
        <ConfirmDialog
          title="Delete customer?"
          message={`${customer.name} will be removed. Their orders are kept.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          isPending={remove.isPending}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(customer.id, {
              onSuccess: () => {
                toast({ title: "Customer deleted", description: customer.name });
                setConfirmDelete(false);
                onClose();
              },
              onError: (error) => toast({ title: "Error deleting customer", description: serverMessage(error) ?? GENERIC_FAILURE, variant: "destructive" }),
            })
          }
        />
      ) : null}
    </ModalDialog>
  );
}
