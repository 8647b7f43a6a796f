'use client';
import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { Fragment } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FIELD_LABELS, translationPreview, type TranslationData } from '@/lib/admin/translation-types';
import { TRANSLATION_PREVIEW_CHARS } from '@/lib/constants/articles';
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

/** spec.md "Translations" table: Field, Language, Content, Status, Actions. */
export function TranslationTable({
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
          const field = FIELD_LABELS[t.translation_keys.metadata.field_type];
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
                  ) : t.content ? (
                    <Text size="2">{translationPreview(t.content, TRANSLATION_PREVIEW_CHARS)}</Text>
                  ) : (
                    <Text size="2" color="gray">
                      Needs a human translation
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="1" wrap="wrap">
                    <Badge color={t.is_approved ? 'green' : 'amber'} highContrast>
                      {t.is_approved ? 'Approved' : 'Pending'}
                    </Badge>
                    {t.is_auto_translated ? (
                      <Badge color="violet" highContrast title="Machine translated: review before approving">
                        AI
                      </Badge>
                    ) : null}
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  {isEditing ? null : (
                    <Flex gap="2">
                      <Button
                        size="1"
                        variant="soft"
                        highContrast
                        onClick={() => onEdit(t)}
                        aria-label={`Edit ${field} (${t.language})`}
                      >
                        Edit
                      </Button>
                      {t.is_approved ? null : (
                        <Button
                          size="1"
                          onClick={() => onApprove(t)}
                          loading={busyId === t.id}
                          aria-label={`Approve ${field} (${t.language})`}
                        >
                          Approve
                        </Button>
                      )}
                    </Flex>
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
