/**
 * Defect 8: update_credentials is sent as multipart form data (avatar and header are files), and array query
 * parameters travel as `id[]` (the validator folds `x[]` keys into arrays named `x`). File parts of any multipart
 * body are checked as uploaded files rather than as strings.
 */
import type { OpenApiDocument } from '../oracle';
import { type OverlayConcern, arrayOf, bool, closedObject, ref, str } from './types';

/** Replaces `{type: string, format: binary}` in request bodies with the UploadedFile shape. */
function filesAreUploads(doc: OpenApiDocument): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const value = node as Record<string, unknown>;
    for (const [key, child] of Object.entries(value)) {
      const schema = child as Record<string, unknown> | null;
      if (schema && typeof schema === 'object' && schema.format === 'binary') {
        value[key] = { $ref: '#/components/schemas/UploadedFile' };
      } else {
        visit(child);
      }
    }
  };
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) visit(operation.requestBody);
  }
}

const profileField = closedObject({ name: str, value: str }, ['name', 'value']);

const updateCredentialsBody = closedObject({
  display_name: str,
  note: str,
  avatar: ref('UploadedFile'),
  header: ref('UploadedFile'),
  avatar_description: str,
  header_description: str,
  locked: bool,
  bot: bool,
  discoverable: bool,
  indexable: bool,
  hide_collections: bool,
  attribution_domains: arrayOf(str),
  // Rails form fields: fields_attributes[0][name] folds into an object keyed by index; JSON clients send an array.
  fields_attributes: {
    anyOf: [arrayOf(profileField), { type: 'object', additionalProperties: profileField }],
  },
  source: closedObject({
    privacy: ref('StatusVisibilityEnum'),
    sensitive: bool,
    language: { type: 'string', format: 'iso-639-1' },
    searchability: ref('SearchabilityEnum'),
    quote_policy: ref('QuotePolicyEnum'),
  }),
});

export const requestShapes: OverlayConcern = {
  concern: 'multipart update_credentials, file parts, v2 media description',
  defects: [8],
  transform: filesAreUploads,
  patch: {
    'PATCH /api/v1/accounts/update_credentials': {
      body: { schema: updateCredentialsBody, required: false, encodings: ['multipart', 'form', 'json'] },
    },
    'POST /api/v2/media': { bodyProperties: { description: str } },
  },
};
