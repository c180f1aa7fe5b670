import { Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { serviceTypeOptions, vehicleTypeOptions } from './vehicleTypeOptions';

type CatalogSelectProps = Omit<SelectProps, 'data' | 'allowDeselect'> & { ref?: Ref<HTMLInputElement> };

const vehicleTypes = vehicleTypeOptions();
const serviceTypes = serviceTypeOptions();

/** Vehicle type, grouped as docs/specification.md#entities groups it (Automóvil, Camioneta, Otros). */
export function VehicleTypeSelect(props: CatalogSelectProps) {
  return <Select {...props} data={vehicleTypes} allowDeselect={false} />;
}

/** Service type: Basico, Full, E. Minero. */
export function ServiceTypeSelect(props: CatalogSelectProps) {
  return <Select {...props} data={serviceTypes} allowDeselect={false} />;
}
