import type { FastifyInstance } from 'fastify';
import { blogRoutes as contract } from '@indiwave/domain/contract/blogs';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import type { BlogsService } from './blogs.service.ts';
import { toStaffRequest } from '../../http/staff-request.ts';

const tags = ['blogs'];

/** Blogs and the team's blog calls (contract/blogs.ts); blog_comments are the comments module's. */
export async function blogsRoutes(app: FastifyInstance, options: { blogs: BlogsService }): Promise<void> {
  const { blogs } = options;
  const staff = { tags: ['staff'] };

  addRoute(app, contract.blogs, ({ query }) => blogs.listBlogs(query), { tags });
  addRoute(app, contract.blogDetail, async ({ params }) => ({ success: true as const, result: await blogs.readBlog(params.slug) }), { tags });

  addRoute(app, contract.staffBlogs, ({ query, request }) => blogs.listForStaff(request.user, query), staff);
  addRoute(app, contract.staffBlog, async ({ params, request }) => ({ success: true as const, result: await blogs.readForStaff(request.user, params.slug) }), staff);
  addRoute(app, contract.createBlog, async ({ body, request }) => ({ success: true as const, result: await blogs.createBlog(toStaffRequest(request), body), message: CONTENT_MESSAGES.blogSaved }), staff);
  addRoute(app, contract.updateBlog, async ({ params, body, request }) => ({ success: true as const, result: await blogs.updateBlog(toStaffRequest(request), params.slug, body), message: CONTENT_MESSAGES.blogSaved }), staff);
  addRoute(app, contract.deleteBlog, async ({ params, request }) => {
    await blogs.deleteBlog(toStaffRequest(request), params.slug);
    return { success: true as const, message: CONTENT_MESSAGES.blogDeleted };
  }, staff);
  addRoute(app, contract.previewBlog, ({ body, request }) => ({ success: true as const, result: blogs.previewBlog(request.user, body.body) }), staff);
  addRoute(app, contract.createBlogCategory, async ({ body, request }) => ({ success: true as const, result: await blogs.createCategory(toStaffRequest(request), body.name) }), staff);
}
