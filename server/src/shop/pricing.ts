// Who pays what: the seller discount follows the role, the tax and the delivery fee the user's country
// (country 1 when none is chosen yet). docs/api.md "Totals".
import { unauthorized } from '../http/errors.js';
import type { Repositories } from '../repositories/index.js';
import { sellerPercentFor, type DeliveryRule } from '@/domain/cart/pricing';
import { basisOf, centsOf } from './money.js';

/** A user without a country is taxed as in country 1 (Syria), the store's default (spec §4). */
export const DEFAULT_COUNTRY_ID = 1;

export interface Pricing {
  role: string;
  sellerPercent: number;
  /** The tax rate as the database holds it ('0.0500'). */
  taxRate: string;
  /** The tax rate in ten-thousandths (500). */
  taxBasis: number;
  /** The country's delivery rule in cents (docs/api.md "Totals"). */
  delivery: DeliveryRule;
}

/**
 * `countryWithoutAccountCountry`: the country to tax a user who has none yet (an order's delivery
 * country); country 1 when not given (the cart).
 */
export async function pricingFor(
  repos: Pick<Repositories, 'users' | 'countries'>,
  userId: number,
  countryWithoutAccountCountry: number = DEFAULT_COUNTRY_ID,
): Promise<Pricing> {
  const user = await repos.users.findById(userId);
  if (!user) throw unauthorized('The account of this token no longer exists.');
  const country = (await repos.countries.findById(user.store ?? countryWithoutAccountCountry)) ?? null;
  const taxRate = country?.taxRate ?? '0';
  const delivery = { fee: centsOf(country?.deliveryFee ?? '0'), freeFrom: centsOf(country?.freeDeliveryFrom ?? '0') };
  return { role: user.role, sellerPercent: sellerPercentFor(user.role), taxRate, taxBasis: basisOf(taxRate), delivery };
}
