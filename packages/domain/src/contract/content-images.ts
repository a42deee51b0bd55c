/**
 * Pictures the team uploads for blog posts and campaigns (issue 20):
 * `POST /api/staff/images`, multipart/form-data with a text field `purpose` and the file in
 * `image` (png or jpeg by content, at most IMAGE_MAX_MB). The picture is re-encoded as JPEG
 * (metadata dropped) to its purpose's size: a blog cover is cropped to 900x450 (spec 1 §9), a
 * blog body picture fits BLOG_IMAGE_MAX_WIDTH, a popup fits 800x500 (spec 1 §1), banners and
 * companion pictures fit AD_IMAGE_BOXES. The reply's key is what a post or a campaign names.
 */
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const CONTENT_IMAGE_PURPOSES = ['blog_cover', 'blog_body', 'banner', 'banner_mobile', 'popup', 'companion', 'companion_mobile'] as const;
export type ContentImagePurpose = (typeof CONTENT_IMAGE_PURPOSES)[number];

export const contentImageFieldsSchema = z.object({ purpose: z.enum(CONTENT_IMAGE_PURPOSES) });

export const contentImageSchema = z.object({
  /** What a post or campaign names it by. */
  key: z.string(),
  /** Its /media URL (for Markdown: `![words](url)`). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

export const contentImageRoutes = {
  uploadImage: defineRoute({
    method: 'POST',
    path: '/staff/images',
    staffRole: 'staff',
    summary: 'Staff: upload a picture for a blog post or a campaign: multipart/form-data, purpose and the file in image',
    isAuthRequired: true,
    isIdempotent: true,
    response: z.object({ success: z.literal(true), result: contentImageSchema }),
  }),
} as const;
