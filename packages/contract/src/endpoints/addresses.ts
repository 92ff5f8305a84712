import * as z from 'zod/mini';
import '../zod-setup.ts';
import { PagingQuery, RouteId } from '../common.ts';
import { ADDRESS_SEARCH_MAX_PER_PAGE } from '../address-services.ts';
import { ADDRESS_SEARCH } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { formatKoreanPhoneNumber } from '../phone.ts';
import { ZONECODE_PATTERN, isRoadAddress } from '../road-address.ts';

/**
 * A postal address as the Daum postcode service returns it (spec §3 Address.address), every field
 * text. Our own search endpoint returns the same fields from the bundled address data.
 */
export const PostalAddress = z.object({
  zonecode: z.string(),
  address: z.string(),
  /** 'R' road-name address, 'J' lot-number (jibun) address. */
  addressType: z.string(),
  jibunAddress: z.string(),
  roadAddress: z.string(),
  sido: z.string(),
  sigungu: z.string(),
  sigunguCode: z.string(),
  roadnameCode: z.string(),
  bcode: z.string(),
  roadname: z.string(),
  /** Daum's 참고항목, e.g. "(역삼동, 역삼빌딩)"; '' when none. */
  extraAddress: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

/** A postal address field as sent: bounded, so shared rows (and their unique index) stay small. */
const postalText = (max: number) => z.string().check(z.maxLength(max, MESSAGES.addressRequired));

const Zonecode = z.string().check(z.regex(ZONECODE_PATTERN, MESSAGES.zonecodeFormat));

/**
 * What a client may send as a postal address: the same fields, a 5-digit zonecode and an address
 * required; a road-name one ('R': searched, or typed by hand) must read as a road address
 * (packages/contract/src/road-address.ts).
 */
const PostalAddressInput = z
  .object({
    zonecode: Zonecode,
    address: z.string().check(z.trim(), z.minLength(1, MESSAGES.addressRequired), z.maxLength(200)),
    addressType: z.string().check(z.regex(/^[RJ]$/, MESSAGES.addressRequired)),
    jibunAddress: postalText(200),
    roadAddress: postalText(200),
    sido: postalText(20),
    sigungu: postalText(40),
    sigunguCode: postalText(10),
    roadnameCode: postalText(20),
    bcode: postalText(20),
    roadname: postalText(80),
    extraAddress: postalText(100),
  })
  .check(
    z.refine((postal) => postal.addressType !== 'R' || isRoadAddress(postal.address), {
      error: MESSAGES.roadAddressFormat,
      path: ['address'],
    }),
  );

/**
 * An address typed by hand when no search is reachable (or the shopper would rather): the road
 * address, as the same rule reads it, and its zonecode.
 */
export const ManualPostalAddress = z.object({
  roadAddress: z
    .string()
    .check(
      z.trim(),
      z.maxLength(200, MESSAGES.roadAddressFormat),
      z.refine(isRoadAddress, { error: MESSAGES.roadAddressFormat }),
    ),
  zonecode: z.string().check(z.trim(), z.regex(ZONECODE_PATTERN, MESSAGES.zonecodeFormat)),
});
export type ManualPostalAddress = z.input<typeof ManualPostalAddress>;

/**
 * A Korean phone number: mobile (010…) or landline/area (02, 031…, 070, 1588…). Accepted with or
 * without hyphens or spaces; stored and returned hyphenated (010-1234-5678).
 */
export const KoreanPhoneNumber = z.pipe(
  z.string().check(
    z.trim(),
    z.refine(
      (value) => {
        const digits = value.replace(/[\s-]/g, '');
        return (
          /^01[016789]\d{7,8}$/.test(digits) ||
          /^02\d{7,8}$/.test(digits) ||
          /^0[3-6][1-5]\d{7,8}$/.test(digits) ||
          /^0[57]0\d{8}$/.test(digits) ||
          /^1[5-9]\d{6}$/.test(digits)
        );
      },
      { error: MESSAGES.phoneFormat },
    ),
  ),
  z.transform((value) => formatKoreanPhoneNumber(value.replace(/[\s-]/g, ''))),
);

/** An entry of the signed-in user's address book (spec §3 Address). */
export const Address = z.object({
  id: z.int(),
  receiverName: z.string(),
  /** Hyphenated, e.g. 010-1234-5678. */
  receiverPhoneNumber: z.string(),
  /** Delivery request (e.g. "문 앞에 놓아 주세요"); null when none. */
  requestText: z.nullable(z.string()),
  /** 1 for the default address, else 0 (spec §3). Exactly one entry of a non-empty book is 1. */
  isDefault: z.union([z.literal(0), z.literal(1)]),
  /** The id of the stored postal address (`address`) this entry points at. */
  addressId: z.int(),
  address: PostalAddress,
  /** What the buyer adds after the searched address: building, floor, unit (동·호수). */
  detailAddress: z.string(),
});
export type Address = z.infer<typeof Address>;

const ReceiverName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.receiverNameFormat),
    z.maxLength(20, MESSAGES.receiverNameFormat),
  );
const DetailAddress = z.string().check(z.trim(), z.maxLength(100, MESSAGES.detailAddressTooLong));
const RequestText = z.nullable(
  z.string().check(z.trim(), z.maxLength(100, MESSAGES.requestTextTooLong)),
);

/**
 * A new address: `isDefault` is a boolean here (spec §3). The first address of a book becomes the
 * default whatever it says; a new default takes the mark from the old one.
 */
export const AddressCreateBody = z.strictObject({
  receiverName: ReceiverName,
  receiverPhoneNumber: KoreanPhoneNumber,
  requestText: z.optional(RequestText),
  isDefault: z._default(z.boolean(), false),
  address: PostalAddressInput,
  detailAddress: z._default(DetailAddress, ''),
});
export type AddressCreateBody = z.input<typeof AddressCreateBody>;

/** Any subset of the create fields. `isDefault: false` on the default entry is refused (409). */
export const AddressUpdateBody = z.strictObject({
  receiverName: z.optional(ReceiverName),
  receiverPhoneNumber: z.optional(KoreanPhoneNumber),
  requestText: z.optional(RequestText),
  isDefault: z.optional(z.boolean()),
  address: z.optional(PostalAddressInput),
  detailAddress: z.optional(DetailAddress),
});
export type AddressUpdateBody = z.input<typeof AddressUpdateBody>;

export const AddressIdParams = z.object({ id: RouteId() });

export const AddressSearchQuery = z.object({
  ...PagingQuery.shape,
  perPage: z._default(
    z.pipe(
      PagingQuery.shape.perPage,
      z.number().check(
        z.maximum(ADDRESS_SEARCH_MAX_PER_PAGE, {
          error: `perPage must be at most ${ADDRESS_SEARCH_MAX_PER_PAGE}`,
        }),
      ),
    ),
    ADDRESS_SEARCH.defaultPerPage,
  ),
  /** Road name with or without the building number, a lot (동/리 + 번지), a building name or a zonecode. */
  query: z
    .string()
    .check(
      z.trim(),
      z.minLength(ADDRESS_SEARCH.minQueryLength, MESSAGES.addressQueryLength),
      z.maxLength(ADDRESS_SEARCH.maxQueryLength),
    ),
});
export type AddressSearchQuery = z.infer<typeof AddressSearchQuery>;

export const addressesEndpoints = {
  listAddresses: defineEndpoint({
    id: 'listAddresses',
    method: 'GET',
    path: '/users/me/addresses',
    summary: "The caller's address book: the default first, then the most recently added",
    tag: 'addresses',
    auth: 'required',
    data: z.array(Address),
  }),
  createAddress: defineEndpoint({
    id: 'createAddress',
    method: 'POST',
    path: '/users/me/addresses',
    summary:
      'Add an address (at most 20); the first one, or one sent with isDefault, is the default',
    tag: 'addresses',
    auth: 'required',
    body: AddressCreateBody,
    data: Address,
    successStatus: 201,
  }),
  updateAddress: defineEndpoint({
    id: 'updateAddress',
    method: 'PATCH',
    path: '/users/me/addresses/:id',
    summary: "Change one of the caller's addresses (any subset of fields); another user's is a 404",
    tag: 'addresses',
    auth: 'required',
    params: AddressIdParams,
    body: AddressUpdateBody,
    data: Address,
  }),
  deleteAddress: defineEndpoint({
    id: 'deleteAddress',
    method: 'DELETE',
    path: '/users/me/addresses/:id',
    summary:
      'Delete one of the caller’s addresses; when it was the default, the most recent other one becomes the default',
    tag: 'addresses',
    auth: 'required',
    params: AddressIdParams,
    data: z.object({ id: z.int() }),
  }),
  searchAddresses: defineEndpoint({
    id: 'searchAddresses',
    method: 'GET',
    path: '/addresses/search',
    summary:
      'Search Korean road addresses (the road-address search API, or the bundled set without its key) with the Daum postcode fields',
    tag: 'addresses',
    auth: 'none',
    query: AddressSearchQuery,
    data: PostalAddress,
    list: true,
  }),
} as const;
