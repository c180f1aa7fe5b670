import { Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { vehicleTypeOptions } from './vehicleTypeOptions';

type CatalogSelectProps = Omit<SelectProps, 'data' | 'allowDeselect'> & { ref?: Ref<HTMLInputElement> };

const vehicleTypes = vehicleTypeOptions();

/** Vehicle type, grouped as docs/specification.md#entities groups it (Automóvil, Camioneta, Otros). */
export function VehicleTypeSelect(props: CatalogSelectProps) {
  return <Select {...props} data={vehicleTypes} allowDeselect={false} />;
}
