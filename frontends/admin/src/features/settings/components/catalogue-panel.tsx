/**
 * @module One settings list (testimonials, services, featured work, event
 * images, social links, shop products): its table with a Visible/Hidden
 * switch per row, Edit (and Delete where offered, after a confirmation),
 * and the Add button. The tab files only declare columns and fields.
 */
import { useState, type ReactNode } from "react";
import type { ZodType } from "zod";
import { Button } from "@stringing/ui/components/button";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { sentenceCase } from "../../../components/ui/sentence-case.ts";
import { SwitchField } from "../../../components/ui/switch-field.tsx";
import { useCatalogueList, useRemoveCatalogueItem, useSetCatalogueItemVisible, type CatalogueItem, type CatalogueResource } from "../api/catalogue-resource.ts";
import type { EntityField } from "../entity-fields.ts";
import { EntityEditor, type EntityCopy } from "./entity-editor.tsx";
import * as styles from "./settings.css.ts";

export interface CataloguePanelProps<Item extends CatalogueItem, NewItem> {
  title: string;
  description: string;
  addLabel: string;
  emptyText: string;
  resource: CatalogueResource<Item, NewItem>;
  columns: DataTableColumn<Item>[];
  fields: readonly EntityField[];
  /** The route's own schema for a new item. */
  schema: ZodType<unknown, NewItem>;
  copy: EntityCopy;
  /** Names the row in labels ("Edit Jane", "Visible: Jane"). */
  itemName: (item: Item) => string;
  canDelete: boolean;
  /** Where the status column goes; default after the given columns. */
  statusHeader?: string;
}

export function CataloguePanel<Item extends CatalogueItem, NewItem>(props: CataloguePanelProps<Item, NewItem>) {
  const { title, description, addLabel, emptyText, resource, columns, fields, schema, copy, itemName, canDelete, statusHeader = "Visibility" } = props;
  const list = useCatalogueList(resource);
  const setVisible = useSetCatalogueItemVisible(resource);
  const remove = useRemoveCatalogueItem(resource);
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);

  const toggle = (item: Item, visible: boolean) =>
    setVisible.mutate(
      { id: item.id, visible },
      {
        onError: (error) =>
          toast({ title: `Failed to save ${copy.lowerNoun}`, description: describeError(error, "Please try again."), variant: "destructive" }),
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: `${sentenceCase(copy.noun)} deleted` });
        setToDelete(null);
      },
      onError: (error) =>
        toast({ title: `Failed to delete ${copy.lowerNoun}`, description: describeError(error, "Please try again."), variant: "destructive" }),
    });
  };

  const allColumns: DataTableColumn<Item>[] = [
    ...columns,
    {
      id: "visible",
      header: statusHeader,
      nowrap: true,
      cell: (item) => (
        <SwitchField
          label={item.visible ? "Visible" : "Hidden"}
          accessibleName={`${itemName(item)} visible`}
          isSelected={item.visible}
          onChange={(visible) => toggle(item, visible)}
          isDisabled={setVisible.isPending && setVisible.variables?.id === item.id}
        />
      ),
    },
    {
      id: "actions",
      header: "Actions",
      align: "end",
      cell: (item) => (
        <span className={styles.actions}>
          <Button variant="secondary" size="sm" aria-label={`Edit ${itemName(item)}`} onPress={() => setEditing({ item })}>
            Edit
          </Button>
          {canDelete ? (
            <Button variant="ghost" size="sm" aria-label={`Delete ${itemName(item)}`} onPress={() => setToDelete(item)}>
              Delete
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  let body: ReactNode;
  if (list.isError) {
    body = (
      <ErrorState
        title={`Error loading ${title.toLowerCase()}`}
        message={describeError(list.error, "Please try again.")}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else {
    body = (
      <DataTable
        aria-label={title}
        columns={allColumns}
        rows={list.data ?? []}
        isLoading={list.isPending}
        emptyText={<EmptyState title={emptyText} description={`Use ${addLabel} to create the first one.`} />}
      />
    );
  }

  return (
    <Card title={title} description={description} action={<Button onPress={() => setEditing({ item: null })}>{addLabel}</Button>}>
      {body}
      {editing ? <EntityEditor fields={fields} schema={schema} resource={resource} copy={copy} item={editing.item} onClose={() => setEditing(null)} /> : null}
      {toDelete ? (
        <ConfirmDialog
          title={`Delete ${copy.lowerNoun}?`}
          message={`“${itemName(toDelete)}” will be removed from the site. This cannot be undone.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          isPending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setToDelete(null)}
        />
      ) : null}
    </Card>
  );
}

/** A small thumbnail cell, or a dash. */
export function Thumbnail({ src, alt }: { src: string | null | undefined; alt: string }) {
  return src ? <img src={src} alt={alt} className={styles.thumb} loading="lazy" /> : <span className={styles.muted}>-</span>;
}

export function Truncated({ text }: { text: string | null | undefined }) {
  return text ? (
    <span className={styles.truncate} title={text}>
      {text}
    </span>
  ) : (
    <span className={styles.muted}>-</span>
  );
}
