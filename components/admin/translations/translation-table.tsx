'use client';
import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { Fragment, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FIELD_LABELS, type TranslationData } from '@/lib/admin/translation-types';
import { MEDIUM_UP, useMediaQuery } from '../use-media-query';
import { TranslationActions, TranslationBadges, TranslationPreview } from './translation-row-parts';
import { TranslationRowEditor, type TranslationDraft } from './translation-row-editor';

interface Props {
  translations: readonly TranslationData[];
  editingId: string | null;
  draft: UseFormReturn<TranslationDraft>;
  busyId: string | null;
  onEdit: (t: TranslationData) => void;
  onSave: () => void;
  onCancel: () => void;
  onApprove: (t: TranslationData) => void;
}

const fieldOf = (t: TranslationData) => FIELD_LABELS[t.translation_keys.metadata.field_type];

/** When a row's editor closes (saved, cancelled), focus goes back to that row's Edit button. */
function useFocusEditAfterEditing(editingId: string | null) {
  const previous = useRef(editingId);
  useEffect(() => {
    const closed = previous.current;
    previous.current = editingId;
    if (closed === null || editingId !== null) return;
    document.querySelector<HTMLElement>(`[data-translation-edit="${closed}"]`)?.focus();
  }, [editingId]);
}

/**
 * spec.md "Translations" table: Field, Language, Content, Status, Actions, the row being edited opening
 * under it. Below the md breakpoint (issue 33: at 390 px the table scrolled sideways, the editor cut off)
 * the same rows are cards, each editing in place with the English source above the translation.
 */
export function TranslationTable(props: Props) {
  const wide = useMediaQuery(MEDIUM_UP);
  useFocusEditAfterEditing(props.editingId);
  return wide ? <WideTable {...props} /> : <TranslationCards {...props} />;
}

function WideTable({ translations, editingId, draft, busyId, onEdit, onSave, onCancel, onApprove }: Props) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Language</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Content</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {translations.map((t) => {
          const field = fieldOf(t);
          const isEditing = editingId === t.id;
          return (
            <Fragment key={t.id}>
              <Table.Row>
                <Table.RowHeaderCell>{field}</Table.RowHeaderCell>
                <Table.Cell>{t.language.toUpperCase()}</Table.Cell>
                <Table.Cell>
                  {isEditing ? (
                    <Text color="gray" size="2">
                      Editing below
                    </Text>
                  ) : (
                    <TranslationPreview translation={t} />
                  )}
                </Table.Cell>
                <Table.Cell>
                  <TranslationBadges translation={t} />
                </Table.Cell>
                <Table.Cell>
                  {isEditing ? null : (
                    <TranslationActions
                      translation={t}
                      field={field}
                      busy={busyId === t.id}
                      onEdit={() => onEdit(t)}
                      onApprove={() => onApprove(t)}
                    />
                  )}
                </Table.Cell>
              </Table.Row>
              {isEditing ? (
                <Table.Row>
                  <Table.Cell colSpan={5}>
                    <TranslationRowEditor
                      translation={t}
                      draft={draft}
                      onSave={onSave}
                      onCancel={onCancel}
                      busy={busyId === t.id}
                    />
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function TranslationCards({
  translations,
  editingId,
  draft,
  busyId,
  onEdit,
  onSave,
  onCancel,
  onApprove,
}: Props) {
  return (
    <ul aria-label="Translations" className="space-y-3">
      {translations.map((t) => {
        const field = fieldOf(t);
        const isEditing = editingId === t.id;
        return (
          <Card asChild key={t.id} size="2">
            <li>
              <Flex justify="between" align="start" gap="2" mb="2">
                <Heading as="h3" size="2">
                  {field} ({t.language.toUpperCase()})
                </Heading>
                <TranslationBadges translation={t} />
              </Flex>
              {isEditing ? (
                <TranslationRowEditor
                  translation={t}
                  draft={draft}
                  onSave={onSave}
                  onCancel={onCancel}
                  busy={busyId === t.id}
                />
              ) : (
                <Flex direction="column" gap="2" align="start">
                  <TranslationPreview translation={t} />
                  <TranslationActions
                    translation={t}
                    field={field}
                    busy={busyId === t.id}
                    onEdit={() => onEdit(t)}
                    onApprove={() => onApprove(t)}
                  />
                </Flex>
              )}
            </li>
          </Card>
        );
      })}
    </ul>
  );
}
