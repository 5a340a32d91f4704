import {
  ContactInput,
  ContactResponse,
  DeliveryLookupsResponse,
  ErrorBody,
  ProfileParam,
  ProfileResponse,
  ProfileUpdate,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addContact, deliveryLookups, getProfile, updateProfile } from './profile.service';

/**
 * Profile module (docs/rules.md#profile, Contact person, Delivery lookups; docs/rules.md#spec-5; docs/rules.md#spec-6: every logged-in user;
 * docs/rules.md#spec-7). Every call needs a login (401). A profile is the user's uuid (User.uuid): the caller's own,
 * or any for staff reading; another user's → 403. Field failures answer 422
 * `{ message, errors: { <field>: [text] } }` in the request's language.
 * Signed-in only: registered behind app.requireAuth (the customers wing's `signedInRoutes`, customers/wing.ts).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /profile/delivery → 200 `{ services, methods, countries: [{ id, name }], cities: [{ id,
   * name, country_id }] }`, named in the request's language, ordered by name.
   */
  app.get(
    '/profile/delivery',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delivery lookups: services, methods, countries, cities',
        response: { 200: DeliveryLookupsResponse, 401: ErrorBody },
      },
    },
    async (request) => deliveryLookups(request.ctx, { db: app.db }),
  );

  /**
   * GET /profile/{uuid} → 200 `{ personal: { fullname, email, phone, company, inn, legal_address,
   * contacts: Contact[] }, delivery: { comment, method, country, city, service, address, contact } }`.
   * 400 malformed uuid; 403 another user's (staff: any); 404 staff asking for an unknown uuid.
   */
  app.get(
    '/profile/:uuid',
    {
      schema: {
        tags: ['profile'],
        summary: 'Personal and delivery data of a profile',
        params: ProfileParam,
        response: { 200: ProfileResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getProfile(request.ctx, { db: app.db, uuid: request.params.uuid }),
  );

  /**
   * PATCH /profile/{uuid} body `{ personal?: {...}, delivery?: {...} }` → 200 the saved profile
   * (as GET). Own profile only (403). 422 `errors.fullname|email|address|method|country|city|
   * service|contact`; nothing changes then.
   */
  app.patch(
    '/profile/:uuid',
    {
      schema: {
        tags: ['profile'],
        summary: 'Save personal and delivery data of the own profile',
        params: ProfileParam,
        body: ProfileUpdate,
        response: { 200: ProfileResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) =>
      updateProfile(request.ctx, { db: app.db, uuid: request.params.uuid, update: request.body }),
  );

  /**
   * POST /profile/{uuid}/contact-face body `{ full_name, position, phone, email, comment }` → 201
   * `{ data: Contact, message }`. Own profile only (403). 422 `errors.full_name`, `errors.phone`
   * (empty), `errors.email` (not an address).
   */
  app.post(
    '/profile/:uuid/contact-face',
    {
      schema: {
        tags: ['profile'],
        summary: 'Add a contact person to the own profile',
        params: ProfileParam,
        body: ContactInput,
        response: { 201: ContactResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await addContact(request.ctx, {
        db: app.db,
        uuid: request.params.uuid,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );
};
