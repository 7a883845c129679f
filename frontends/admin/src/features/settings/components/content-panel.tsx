/**
 * @module Content tab: the section manager (hero, about, stringmaster,
 * contact, company) and the section-visibility grid.
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { SwitchField } from "../../../components/ui/switch-field.tsx";
import { useContentSections, useSaveContentSections, useSetContentSectionVisible, type ContentSectionRow } from "../api/content-sections.ts";
import { CONTENT_CARDS, cardValues, fieldKey, isImageField, sectionLabel, sectionSaves, type ContentCard } from "../content-cards.ts";
import { ASPECT_DEFAULT } from "../../../components/ui/crop-math.ts";
import { ImageField } from "./image-field.tsx";
import { CONTACT_SECTION, ContactInfoEditor, contactPreview } from "./contact-info-editor.tsx";
import { ItemDialog } from "@stringing/ui/components/item-dialog";
import * as styles from "./settings.css.ts";
import { TextAreaField } from "@stringing/ui/components/text-area-field";

export function ContentPanel() {
  const sections = useContentSections();
  const [editing, setEditing] = useState<ContentCard | null>(null);

  if (sections.isPending) return <Spinner label="Loading content" />;
  if (sections.isError) {
    return (
      <ErrorState
        title="Error loading content"
        message={describeError(sections.error, "Please try again.")}
        onRetry={() => void sections.refetch()}
        isRetrying={sections.isFetching}
      />
    );
  }
  const rows = sections.data;

  return (
    <>
      <Card title="Section Manager" description="Edit the text and images of the home page.">
        <div className={styles.sectionGrid}>
          {CONTENT_CARDS.map((card) => (
            <SectionCard key={card.id} card={card} rows={rows} onEdit={() => setEditing(card)} />
          ))}
        </div>
      </Card>
      <VisibilityGrid rows={rows} />
      {editing ? (
        isContactCard(editing) ? (
          <ContactInfoEditor title={editing.title} rows={rows} onClose={() => setEditing(null)} />
        ) : (
          <SectionEditor card={editing} rows={rows} onClose={() => setEditing(null)} />
        )
      ) : null}
    </>
  );
}

/** Contact info has its own editor: one field per address line, phone, hours and e-mail. */
const isContactCard = (card: ContentCard) => card.fields.length > 0 && card.fields.every((field) => field.section === CONTACT_SECTION);

function SectionCard({ card, rows, onEdit }: { card: ContentCard; rows: readonly ContentSectionRow[]; onEdit: () => void }) {
  const values = cardValues(card, rows);
  const lines = isContactCard(card)
    ? contactPreview(rows).map(({ label, value }) => ({ key: label, label, value }))
    : card.fields.map((field) => {
        const value = values[fieldKey(field)] ?? "";
        return { key: fieldKey(field), label: field.label, value: field.multiline && value.length > 160 ? `${value.slice(0, 160)}…` : value };
      });
  return (
    <Card
      title={card.title}
      description={card.description}
      headingLevel={3}
      action={
        <Button variant="secondary" size="sm" onPress={onEdit} aria-label={`Edit ${card.title}`}>
          Edit
        </Button>
      }
    >
      <div className={styles.preview}>
        {lines.map(({ key, label, value }) => (
          <p key={key} className={styles.previewLine}>
            <span className={styles.previewLabel}>{label}:</span>
            {value || <span className={styles.muted}>Not set</span>}
          </p>
        ))}
      </div>
    </Card>
  );
}

function SectionEditor({ card, rows, onClose }: { card: ContentCard; rows: readonly ContentSectionRow[]; onClose: () => void }) {
  const [values, setValues] = useState(() => cardValues(card, rows));
  const [failure, setFailure] = useState<string>();
  const save = useSaveContentSections();

  const submit = () => {
    setFailure(undefined);
    save.mutate(sectionSaves(card, rows, values), {
      onSuccess: () => {
        toast({ title: "Content saved", description: `${card.title} was updated.` });
        onClose();
      },
      onError: (error) => {
        const message = describeError(error, "Please try again.");
        setFailure(`Failed to save content: ${message}`);
        toast({ title: "Failed to save content", description: message, variant: "destructive" });
      },
    });
  };

  const set = (key: string) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  return (
    <ItemDialog title={`Edit ${card.title}`} saveLabel="Save Content" isPending={save.isPending} error={failure} onSubmit={submit} onClose={onClose}>
      {card.fields.map((field) => {
        const key = fieldKey(field);
        const common = { label: field.label, value: values[key] ?? "", onChange: set(key), ...(field.description ? { description: field.description } : {}) };
        if (isImageField(field)) return <ImageField key={key} {...common} aspect={field.aspect ?? ASPECT_DEFAULT} removable />;
        return field.multiline ? <TextAreaField key={key} {...common} rows={5} /> : <TextField key={key} {...common} />;
      })}
    </ItemDialog>
  );
}

function VisibilityGrid({ rows }: { rows: readonly ContentSectionRow[] }) {
  const setVisible = useSetContentSectionVisible();
  const sorted = [...rows].sort((a, b) => a.section.localeCompare(b.section));
  return (
    <Card title="Section Visibility" description="Hidden sections do not show on the public site.">
      {sorted.length === 0 ? (
        <EmptyState title="No content sections yet" description="Save a section above to create it." />
      ) : (
        <ul className={styles.visibilityGrid}>
          {sorted.map((row) => (
            <li key={row.id} className={styles.visibilityItem}>
              <p className={styles.sectionName}>{sectionLabel(row.section)}</p>
              <SwitchField
                label={row.visible ? "Visible" : "Hidden"}
                accessibleName={`${sectionLabel(row.section)} visible`}
                isSelected={row.visible}
                isDisabled={setVisible.isPending && setVisible.variables?.id === row.id}
                onChange={(visible) =>
                  setVisible.mutate(
                    { id: row.id, visible },
                    {
                      onError: (error) =>
                        toast({ title: "Failed to update section visibility", description: describeError(error, "Please try again."), variant: "destructive" }),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
