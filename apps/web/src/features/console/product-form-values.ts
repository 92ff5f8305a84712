import type {
  AdminProduct,
  DIFFICULTIES,
  PLANT_SIZES,
  ProductCategory,
  ProductStatus,
} from '@chorok/contract';
import { PRODUCT_FORM_MESSAGES as M } from '@chorok/contract';
import { ProductInput } from '@chorok/contract/schemas';
import { ApiError } from '@/lib/api-client';

/*
 * The product form's values as the fields hold them (numbers as typed), and the contract's
 * ProductInput over them: the body to send, or each field's message by its path ('salePrice',
 * 'care.lightMaxLux'), the same paths the server names in its errors.
 */

type Difficulty = (typeof DIFFICULTIES)[number];
type PlantSize = (typeof PLANT_SIZES)[number];

export interface CareValues {
  lightMinLux: string;
  lightMaxLux: string;
  wateringFrequency: string;
  airExposureFrequency: string;
  repottingFrequency: string;
  wateringDesc: string;
  airExposureDesc: string;
  repottingDesc: string;
  petSafe: boolean;
  childSafe: boolean;
  difficulty: Difficulty | '';
  size: PlantSize | '';
  speciesKey: string;
}

export interface ProductValues {
  category: ProductCategory;
  name: string;
  botanicalName: string;
  englishName: string;
  aliases: string[];
  summary: string;
  description: string;
  price: string;
  salePrice: string;
  status: ProductStatus;
  pointsRatePercent: string;
  metadataIds: number[];
  care: CareValues;
}

export type ProductErrors = Record<string, string>;

export const EMPTY_CARE: CareValues = {
  lightMinLux: '',
  lightMaxLux: '',
  wateringFrequency: '',
  airExposureFrequency: '',
  repottingFrequency: '',
  wateringDesc: '',
  airExposureDesc: '',
  repottingDesc: '',
  petSafe: false,
  childSafe: false,
  difficulty: '',
  size: '',
  speciesKey: '',
};

export const EMPTY_PRODUCT: ProductValues = {
  category: 'PLANT',
  name: '',
  botanicalName: '',
  englishName: '',
  aliases: [],
  summary: '',
  description: '',
  price: '',
  salePrice: '',
  status: 'PENDING',
  pointsRatePercent: '',
  metadataIds: [],
  care: EMPTY_CARE,
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function valuesOf(product: AdminProduct): ProductValues {
  const { care } = product;
  return {
    category: product.category,
    name: product.name,
    botanicalName: product.botanicalName,
    englishName: product.englishName,
    aliases: product.aliases,
    summary: product.summary,
    description: product.description,
    price: text(product.price),
    salePrice: text(product.salePrice),
    status: product.status,
    pointsRatePercent: text(product.pointsRatePercent),
    metadataIds: product.metadataIds,
    care: care
      ? {
          ...care,
          lightMinLux: text(care.lightMinLux),
          lightMaxLux: text(care.lightMaxLux),
          wateringFrequency: text(care.wateringFrequency),
          airExposureFrequency: text(care.airExposureFrequency),
          repottingFrequency: text(care.repottingFrequency),
          speciesKey: care.speciesKey ?? '',
        }
      : EMPTY_CARE,
  };
}

/** A typed number: digits (and commas) only, else NaN so the schema names the field. */
export function numberOf(value: string): number {
  const digits = value.replaceAll(',', '').trim();
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The body as the form says it; care only for a plant (any other category sends null). */
function inputOf(values: ProductValues): unknown {
  const { care } = values;
  return {
    ...values,
    price: numberOf(values.price),
    salePrice: numberOf(values.salePrice),
    pointsRatePercent:
      values.pointsRatePercent.trim() === '' ? null : numberOf(values.pointsRatePercent),
    care:
      values.category === 'PLANT'
        ? {
            ...care,
            lightMinLux: numberOf(care.lightMinLux),
            lightMaxLux: numberOf(care.lightMaxLux),
            wateringFrequency: numberOf(care.wateringFrequency),
            airExposureFrequency: numberOf(care.airExposureFrequency),
            repottingFrequency: numberOf(care.repottingFrequency),
            difficulty: care.difficulty || undefined,
            size: care.size || undefined,
            speciesKey: care.speciesKey.trim() || null,
          }
        : null,
  };
}

/** The first message of each path; a list's item speaks for the list ('aliases.2' → 'aliases'). */
function byPath(issues: { path: string; message: string }[]): ProductErrors {
  const errors: ProductErrors = {};
  for (const { path, message } of issues)
    errors[path.replace(/^(aliases|metadataIds)\.\d+$/, '$1')] ??= message;
  return errors;
}

export function checkProduct(
  values: ProductValues,
): { input: ProductInput } | { errors: ProductErrors } {
  const parsed = ProductInput.safeParse(inputOf(values));
  if (parsed.success) return { input: parsed.data };
  const errors = byPath(
    parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
  // The schema's rules across fields wait until every field passes; the form says them at once.
  if (numberOf(values.salePrice) > numberOf(values.price)) errors.salePrice ??= M.salePrice;
  if (
    values.category === 'PLANT' &&
    numberOf(values.care.lightMinLux) > numberOf(values.care.lightMaxLux)
  )
    errors['care.lightMaxLux'] ??= M.lux;
  return { errors };
}

/** The server's refusal by field, when it names fields. */
export const serverErrorsOf = (error: unknown): ProductErrors =>
  error instanceof ApiError ? byPath(error.errors) : {};

/** The sale as a whole percent off the price, as the shop shows it; null when there is none. */
export function discountOf(values: Pick<ProductValues, 'price' | 'salePrice'>): number | null {
  const price = numberOf(values.price);
  const sale = numberOf(values.salePrice);
  if (!(price > 0) || !(sale >= 0) || sale >= price) return null;
  return Math.floor(((price - sale) / price) * 100);
}

/** Where each path's field is, in the form's order: focus goes to the first with a message. */
export const FIELD_ORDER = [
  'category',
  'name',
  'botanicalName',
  'englishName',
  'aliases',
  'summary',
  'description',
  'price',
  'salePrice',
  'status',
  'pointsRatePercent',
  'metadataIds',
  'care',
  'care.lightMinLux',
  'care.lightMaxLux',
  'care.wateringFrequency',
  'care.wateringDesc',
  'care.airExposureFrequency',
  'care.airExposureDesc',
  'care.repottingFrequency',
  'care.repottingDesc',
  'care.difficulty',
  'care.size',
  'care.speciesKey',
] as const;
