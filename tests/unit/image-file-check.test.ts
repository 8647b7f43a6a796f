import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@/lib/constants/images';
import { imageFileProblem } from '@/lib/validations/images';

describe('imageFileProblem (the gallery upload pre-check)', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('lets a %s up to 5 MB through', (type) => {
    expect(imageFileProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/plain', 'application/pdf', 'image/bmp', ''])(
    'refuses the type %j',
    (type) => {
      expect(imageFileProblem({ type, size: 10 })).toBe(IMAGE_MESSAGES.invalidType);
    },
  );

  it('refuses a file over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_MESSAGES.tooLarge);
  });
});
