/** The name a plant goes by: its own, or its product's when it has none ('' for neither). */
export function displayName(plant: { plantName: string; productName: string | null }): string {
  return plant.plantName.trim() || plant.productName || '';
}
