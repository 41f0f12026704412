import { z } from './zod.ts';
import { catalogueAnswerShape, catalogueInputSchema } from './catalogue-schema.ts';
import { listQuerySchema, pageSchema, timestampSchema } from './common.ts';
import {
  DEFAULT_REGION,
  ECOM_CATALOGUE,
  ECOM_SERVICES,
  type EcomFieldSpec,
  type EcomGroup,
  type EcomService,
  ecomErrorKey as e,
  ecomFieldApplies,
  ecomFieldCondition,
  ecomServicesForRegion,
  GROUP_OF_SERVICE,
  isServiceOffered,
  type Region,
  REGIONS,
} from './ecom-catalogue.ts';
import type { CatalogueData } from './field-catalogue.ts';
import { referenceSchema } from './reference.ts';
import { listReviewShape, queueQueryShape, reviewStateShape } from './review.ts';

export const ECOM_PAGE_SIZE = 20;

/** A question without its own "missing" message says 'Field is required'. */
const FIELD_REQUIRED = e('fieldRequired');

/** 'Other' among the gateway features asks what the other features are; checked on the raw answers so it shows with the group's other errors. */
function otherGatewayMissing(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const values = raw as Record<string, unknown>;
  const { wlOtherGateway } = values;
  return (
    ecomFieldApplies('wlOtherGateway', values) &&
    !(typeof wlOtherGateway === 'string' && wlOtherGateway.trim())
  );
}

/**
 * The validated answers of one group: each question's answer typed by the catalogue, and readable by
 * name too, for code that walks a list of questions (merchant facts, the view).
 */
export type EcomGroupData<G extends EcomGroup> = CatalogueData<EcomFieldSpec<G>> & Record<string, unknown>;

export const ECOM_GROUP_SCHEMAS: { [G in EcomGroup]: z.ZodType<EcomGroupData<G>> } = {
  genInfo: catalogueInputSchema(ECOM_CATALOGUE.genInfo, FIELD_REQUIRED, ecomFieldCondition),
  ccpInfo: catalogueInputSchema(ECOM_CATALOGUE.ccpInfo, FIELD_REQUIRED, ecomFieldCondition),
  apInfo: catalogueInputSchema(ECOM_CATALOGUE.apInfo, FIELD_REQUIRED, ecomFieldCondition),
  wlInfo: catalogueInputSchema(ECOM_CATALOGUE.wlInfo, FIELD_REQUIRED, ecomFieldCondition),
  chInfo: catalogueInputSchema(ECOM_CATALOGUE.chInfo, FIELD_REQUIRED, ecomFieldCondition),
  cbInfo: catalogueInputSchema(ECOM_CATALOGUE.cbInfo, FIELD_REQUIRED, ecomFieldCondition),
  incInfo: catalogueInputSchema(ECOM_CATALOGUE.incInfo, FIELD_REQUIRED, ecomFieldCondition),
  abInfo: catalogueInputSchema(ECOM_CATALOGUE.abInfo, FIELD_REQUIRED, ecomFieldCondition),
};

export type EcomPrecheckData = {
  reg: Region;
  srv: EcomService[];
  genInfo: EcomGroupData<'genInfo'>;
} & { [G in Exclude<EcomGroup, 'genInfo'>]?: EcomGroupData<G> };

const loose = z.unknown().optional();

/**
 * The body of POST /precheck. Groups of services that are not selected may be absent, empty or
 * filled: they are not validated and are dropped. Only the selected services' groups are checked.
 */
export const ecomPrecheckInputSchema = z
  .strictObject({
    reg: z.enum(REGIONS, { error: 'validation.required' }).default(DEFAULT_REGION),
    // "At least one" is checked with the groups below: an empty selection must not hide the
    // general information's errors (the form lists them all at once, spec §2).
    srv: z.array(z.enum(ECOM_SERVICES, { error: 'validation.invalid' }), { error: e('serviceRequired') }),
    genInfo: loose,
    ccpInfo: loose,
    apInfo: loose,
    wlInfo: loose,
    chInfo: loose,
    cbInfo: loose,
    incInfo: loose,
    abInfo: loose,
  })
  .transform((input, ctx): EcomPrecheckData => {
    const srv = [...new Set(input.srv)];
    if (srv.length === 0) {
      ctx.issues.push({ code: 'custom', path: ['srv'], message: e('serviceRequired'), input: input.srv });
    }
    srv.forEach((service, index) => {
      if (!isServiceOffered(input.reg, service)) {
        ctx.issues.push({
          code: 'custom',
          path: ['srv', index],
          message: e('serviceNotInRegion'),
          input: service,
        });
      }
    });
    const offered = srv.filter((service) => isServiceOffered(input.reg, service));
    const groups: EcomGroup[] = ['genInfo', ...offered.map((s) => GROUP_OF_SERVICE[s])];
    const output = { reg: input.reg, srv } as EcomPrecheckData;
    if (offered.includes('whitelabelGateway') && otherGatewayMissing(input.wlInfo)) {
      ctx.issues.push({
        code: 'custom',
        path: ['wlInfo', 'wlOtherGateway'],
        message: e('otherGatewayRequired'),
        input: undefined,
      });
    }
    for (const group of groups) {
      const result = ECOM_GROUP_SCHEMAS[group].safeParse(input[group] ?? {});
      if (result.success) {
        // Each group's schema yields that group's answers; TypeScript cannot pair them through `group`.
        (output as Record<EcomGroup, unknown>)[group] = result.data;
      } else {
        for (const issue of result.error.issues) {
          ctx.issues.push({ ...issue, path: [group, ...issue.path] } as (typeof ctx.issues)[number]);
        }
      }
    }
    return output;
  });
export type EcomPrecheckInput = z.input<typeof ecomPrecheckInputSchema>;

/**
 * The same body as the API document describes it, made of the same group schemas: the general
 * information always, each other group as its service asks. The server checks only the groups of the
 * services selected and offered in the region (the rules of `ecomPrecheckInputSchema`, which a JSON
 * schema cannot say), and drops the others.
 */
export const ecomPrecheckDocumentSchema = z
  .strictObject({
    reg: z.enum(REGIONS).default(DEFAULT_REGION),
    srv: z
      .array(z.enum(ECOM_SERVICES))
      .min(1)
      .meta({
        description:
          'The services asked for, at least one, each offered in `reg`: ' +
          REGIONS.map((region) => `${region} offers ${ecomServicesForRegion(region).join(', ')}`).join('; '),
      }),
    genInfo: ECOM_GROUP_SCHEMAS.genInfo,
    ...(Object.fromEntries(
      ECOM_SERVICES.map((service) => [
        GROUP_OF_SERVICE[service],
        ECOM_GROUP_SCHEMAS[GROUP_OF_SERVICE[service]].optional().meta({
          description: `Required when \`srv\` holds \`${service}\``,
        }),
      ]),
    ) as { [G in Exclude<EcomGroup, 'genInfo'>]: z.ZodOptional<(typeof ECOM_GROUP_SCHEMAS)[G]> }),
  })
  .meta({ description: 'A pre-check: the general information and the groups of the services asked for' });

/** A group's answers as a record carries them. */
const answers = <F extends EcomFieldSpec<EcomGroup>>(fields: readonly F[]) =>
  z.object(catalogueAnswerShape(fields));

export const ecomPrecheckSchema = z.object({
  id: z.string(),
  reference: referenceSchema,
  reg: z.enum(REGIONS),
  srv: z.array(z.enum(ECOM_SERVICES)),
  createdAt: timestampSchema,
  // Without its password, which only its own call answers (DESIGN §9).
  genInfo: answers(ECOM_CATALOGUE.genInfo).omit({ genPass: true }),
  ccpInfo: answers(ECOM_CATALOGUE.ccpInfo).optional(),
  apInfo: answers(ECOM_CATALOGUE.apInfo).optional(),
  wlInfo: answers(ECOM_CATALOGUE.wlInfo).optional(),
  chInfo: answers(ECOM_CATALOGUE.chInfo).optional(),
  cbInfo: answers(ECOM_CATALOGUE.cbInfo).optional(),
  incInfo: answers(ECOM_CATALOGUE.incInfo).optional(),
  abInfo: answers(ECOM_CATALOGUE.abInfo).optional(),
  ...reviewStateShape,
});
export type EcomPrecheck = z.infer<typeof ecomPrecheckSchema>;

/** The website password, which only its own call answers (DESIGN §9): every reveal is audited. */
export const ecomSecretSchema = z.object({ genPass: z.string() });
export type EcomSecret = z.infer<typeof ecomSecretSchema>;

export const ecomPrecheckListItemSchema = z.object({
  id: z.string(),
  reference: referenceSchema,
  reg: z.enum(REGIONS),
  srv: z.array(z.enum(ECOM_SERVICES)),
  createdAt: timestampSchema,
  genInfo: z.object({ genComp: z.string(), genFullName: z.string(), genEmail: z.string() }),
  ...listReviewShape,
});
export type EcomPrecheckListItem = z.infer<typeof ecomPrecheckListItemSchema>;

export const ecomPrecheckListQuerySchema = listQuerySchema(ECOM_PAGE_SIZE).extend(queueQueryShape);
export const ecomPrecheckPageSchema = pageSchema(ecomPrecheckListItemSchema);
