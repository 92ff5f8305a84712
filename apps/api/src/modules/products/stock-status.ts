import { products } from '@chorok/db';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The one rule tying a product's status to its stock, for every update that sets either: with
 * none left an ON_SALE product is OUT_OF_STOCK, and with some an OUT_OF_STOCK one is ON_SALE
 * again. PENDING and DISCONTINUED stay as they are. `stock` is the stock the update leaves (e.g.
 * `stock - 2`), `status` the one it would otherwise leave (the row's own by default). An order
 * taking or giving back stock, an operator's adjustment and a product's edit all go through it,
 * on the locked row, so the two never disagree.
 */
export function statusForStock(
  stock: SQL | AnyColumn,
  status: SQL | AnyColumn = products.status,
): SQL<string> {
  return sql<string>`case
    when ${status} = 'ON_SALE' and ${stock} <= 0 then 'OUT_OF_STOCK'
    when ${status} = 'OUT_OF_STOCK' and ${stock} > 0 then 'ON_SALE'
    else ${status} end`;
}
