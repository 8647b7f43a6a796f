'use client';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { translationPreview, type TranslationData } from '@/lib/admin/translation-types';
import { TRANSLATION_PREVIEW_CHARS } from '@/lib/constants/articles';

/** Pending or Approved, and AI for a machine translation still to be reviewed. */
export function TranslationBadges({ translation: t }: { translation: TranslationData }) {
  return (
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
  );
}

/** The start of the translated text, or that a person has yet to write it. */
export function TranslationPreview({ translation: t }: { translation: TranslationData }) {
  return t.content ? (
    <Text size="2" style={{ overflowWrap: 'anywhere' }}>
      {translationPreview(t.content, TRANSLATION_PREVIEW_CHARS)}
    </Text>
  ) : (
    <Text size="2" color="gray">
      Needs a human translation
    </Text>
  );
}

/** Edit, and Approve while pending. `field` is the field's label, for the buttons' names. */
export function TranslationActions({
  translation: t,
  field,
  busy,
  onEdit,
  onApprove,
}: {
  translation: TranslationData;
  field: string;
  busy: boolean;
  onEdit: () => void;
  onApprove: () => void;
}) {
  return (
    <Flex gap="2">
      <Button
        size="1"
        variant="soft"
        highContrast
        onClick={onEdit}
        aria-label={`Edit ${field} (${t.language})`}
        // Where focus returns when its editor closes (saved or cancelled).
        data-translation-edit={t.id}
      >
        Edit
      </Button>
      {t.is_approved ? null : (
        <Button size="1" onClick={onApprove} loading={busy} aria-label={`Approve ${field} (${t.language})`}>
          Approve
        </Button>
      )}
    </Flex>
  );
}
