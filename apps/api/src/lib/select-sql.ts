import { sql, type SQL } from 'drizzle-orm';

/**
 * A select-list expression that names columns of other tables (a correlated subquery). When a
 * query reads a single table, Drizzle strips the table name from the top-level columns of every
 * select-list SQL, which would turn `reviews.product_id = products.id` into `product_id = id` —
 * and `id` then means the subquery's own table. Columns one level down keep their table names,
 * so the expression is wrapped once more.
 */
export function selectSql<T>(inner: SQL): SQL<T> {
  return sql<T>`${inner}`;
}
