/**
 * @module The Materials tab (docs/rules/inventory.md, Materials off the
 * shelf): which inventory items a service or an option uses and how many,
 * as sentences the owner reads ("Mesh Pocket (service) → 1 × Hero 3.0
 * mesh"); quantities changed in place, rules added and removed, and the
 * whole list saved at once, with core's and the server's messages under the
 * rule they concern.
 */
import { useState } from "react";
import type { MaterialRule } from "@stringing/core/inventory/materials/material-rule";
import { ApiError } from "@stringing/ui/api-request";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { useInventory } from "../api/get-inventory.ts";
import { useServiceNames } from "../api/get-service-names.ts";
import { useMaterialRules, useSaveMaterialRules } from "../api/material-rules.ts";
import { DEFAULT_INVENTORY_FILTERS } from "../inventory-filters.ts";
import { matchText, ruleSentence } from "../material-rule-text.ts";
import { checkDraft, type DraftRule, repeats, rowErrors, toDraft } from "../material-rules-draft.ts";
import { AddMaterialRuleForm } from "./add-material-rule-form.tsx";
import { RuleQuantityField } from "./rule-quantity-field.tsx";
import * as styles from "./inventory.css.ts";
import * as materialStyles from "./materials.css.ts";

type Item = { id: number; name: string };

export function MaterialsPanel() {
  const rules = useMaterialRules();
  const items = useInventory(DEFAULT_INVENTORY_FILTERS);
  const services = useServiceNames();
  const failed = [rules, items, services].find((query) => query.isError);
  if (failed)
    return (
      <ErrorState
        title="Error loading the materials rules"
        message={describeError(failed.error, "The rules, the inventory or the services could not be loaded.")}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    );
  if (!rules.data || !items.data || !services.data) return <Spinner label="Loading materials rules" />;
  return <MaterialRulesEditor saved={rules.data} items={items.data} serviceNames={services.data} />;
}

function MaterialRulesEditor({ saved, items, serviceNames }: { saved: MaterialRule[]; items: readonly Item[]; serviceNames: readonly string[] }) {
  const [draft, setDraft] = useState<DraftRule[]>(() => toDraft(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveMaterialRules();
  const nameOf = (itemId: number) => items.find((item) => item.id === itemId)?.name ?? `item #${itemId}`;

  const change = (next: DraftRule[]) => {
    setDraft(next);
    setErrors({});
  };
  const onAdd = (rule: MaterialRule) => {
    if (repeats(draft, rule)) return false;
    change([...draft, { ...rule, quantity: String(rule.quantity) }]);
    return true;
  };
  const onSave = () => {
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    save.mutate(check.rules, {
      onSuccess: (rules) => {
        setDraft(toDraft(rules));
        toast({ title: "Materials rules saved", description: rules.length === 1 ? "1 rule" : `${rules.length} rules` });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
        toast({ title: "Error", description: describeError(error, "Failed to save the materials rules"), variant: "destructive" });
      },
    });
  };

  return (
    <section className={styles.card} aria-labelledby="materials-heading">
      <div className={styles.headerRow}>
        <div>
          <h3 id="materials-heading" className={styles.sectionTitle}>
            Materials
          </h3>
          <p className={styles.muted}>What each service or option takes off the shelf when an order starts; a cancellation puts it back.</p>
        </div>
      </div>
      {draft.length === 0 ? (
        <EmptyState title="No materials rules yet" description="Add one below: orders then take their mesh and strings off the stock when they start." />
      ) : (
        <ul className={materialStyles.ruleList} aria-label="Materials rules">
          {draft.map((rule, index) => {
            const sentence = ruleSentence({ ...rule, quantity: Number(rule.quantity) || 0 }, nameOf(rule.itemId));
            const messages = rowErrors(errors, index);
            return (
              <li key={`${rule.field}-${rule.equals}-${rule.itemId}`} className={materialStyles.ruleRow}>
                <span className={materialStyles.sentence}>{sentence}</span>
                <RuleQuantityField
                  name={`Quantity of ${nameOf(rule.itemId)} for ${matchText(rule.field, rule.equals)}`}
                  value={rule.quantity}
                  onChange={(quantity) => change(draft.map((other, at) => (at === index ? { ...other, quantity } : other)))}
                  errorMessage={messages.find((message) => message.startsWith("Quantity"))}
                />
                <Button variant="secondary" aria-label={`Remove rule: ${sentence}`} onPress={() => change(draft.filter((_, at) => at !== index))}>
                  Remove
                </Button>
                {messages
                  .filter((message) => !message.startsWith("Quantity"))
                  .map((message) => (
                    <p key={message} className={materialStyles.rowError} role="alert">
                      {message}
                    </p>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
      <AddMaterialRuleForm items={items} serviceNames={serviceNames} onAdd={onAdd} />
      <div className={materialStyles.saveRow}>
        <Button onPress={onSave} isDisabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save rules"}
        </Button>
        {Object.keys(errors).length ? (
          <p className={styles.errorText} role="alert">
            Nothing was saved: fix the rules marked above.
          </p>
        ) : null}
      </div>
    </section>
  );
}
