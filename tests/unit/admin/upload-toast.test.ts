import { uploadToast } from '@/components/admin/images/upload-request';

describe('uploadToast (spec.md "Image gallery" upload toasts)', () => {
  it('shows the server message on success', () => {
    expect(
      uploadToast({
        ok: true,
        message: 'Image uploaded successfully!',
        image: { url: '/media/a.png', alt: 'a' },
      }),
    ).toEqual({
      title: 'Success',
      description: 'Image uploaded successfully!',
    });
  });

  it("shows 'Upload Failed' with the server's text", () => {
    expect(uploadToast({ ok: false, serverMessage: 'File size must be less than 5MB' })).toEqual({
      title: 'Upload Failed',
      description: 'File size must be less than 5MB',
      variant: 'destructive',
    });
  });

  it("falls back to 'Failed to upload image' when the server said nothing (network failure)", () => {
    expect(uploadToast({ ok: false, serverMessage: undefined }).description).toBe('Failed to upload image');
  });
});
