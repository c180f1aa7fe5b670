import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { VEHICLE_TYPES, vehicleTypeSchema, type VehicleType } from '@lavado/shared/wash/wash.catalog';

/** The vehicle types under their groups (Automóvil, Camioneta, Otros), in the catalog's order. */
export function vehicleTypeOptions(): ComboboxItemGroup<ComboboxItem>[] {
  const groups = new Map<string, ComboboxItem[]>();
  for (const type of vehicleTypeSchema.options) {
    const { group } = VEHICLE_TYPES[type];
    const items = groups.get(group) ?? [];
    items.push({ value: type, label: vehicleTypeLabel(type) });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

export function vehicleTypeLabel(type: VehicleType): string {
  return VEHICLE_TYPES[type].label;
}
