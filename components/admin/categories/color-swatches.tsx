'use client';
import { Flex, Text } from '@radix-ui/themes';
import { CATEGORY_COLOR_NAMES } from '@/lib/admin/portal';
import { CATEGORY_COLORS, type CategoryColor } from '@/lib/constants/articles';

/**
 * The spec.md "Categories" palette as a radio group: native radios (arrow keys, one tab stop, a name for each colour),
 * each drawn as a coloured dot, marked when checked or focused.
 */
export function ColorSwatches({
  value,
  onChange,
}: {
  value: CategoryColor;
  onChange: (c: CategoryColor) => void;
}) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Text asChild size="2" weight="medium">
        <legend style={{ marginBottom: 'var(--space-1)', padding: 0 }}>Color</legend>
      </Text>
      <Flex gap="2" wrap="wrap">
        {CATEGORY_COLORS.map((color) => (
          <label key={color} className="admin-swatch" title={CATEGORY_COLOR_NAMES[color]}>
            <input
              type="radio"
              name="category-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              aria-label={`${CATEGORY_COLOR_NAMES[color]} (${color})`}
            />
            <span aria-hidden="true" style={{ background: color }} />
          </label>
        ))}
      </Flex>
    </fieldset>
  );
}
