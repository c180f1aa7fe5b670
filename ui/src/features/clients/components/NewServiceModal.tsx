import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages } from '@lavado/shared/messages/common';
import type { Vehicle } from '@lavado/shared/vehicles/vehicle.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageLoader } from '../../../lib/components/PageLoader';
import { showDialog } from '../../../lib/dialogs/dialogs';
import type { ServiceTransfer } from '../../../lib/lavados/serviceTransfer';
import { vehicleTypeLabel } from '../../../lib/lavados/vehicleTypeOptions';
import { useClientVehicles } from '../api/clientsApi';
import { useShownWhileClosing } from '../../../lib/dialogs/useShownWhileClosing';

const texts = clientsMessages;

interface NewServiceModalProps {
  /** The client the service is for; null while the modal is closed. */
  client: Client | null;
  onClose: () => void;
}

export function NewServiceModal({ client, onClose }: NewServiceModalProps) {
  const shown = useShownWhileClosing(client);
  return (
    <Modal opened={client !== null} onClose={onClose} title={texts.newService} centered>
      {shown && <VehicleChoice client={shown} onCancel={onClose} />}
    </Modal>
  );
}

/** Nuevo Servicio opens with the chosen vehicle and its owner filled in (router state). */
function VehicleChoice({ client, onCancel }: { client: Client; onCancel: () => void }) {
  const navigate = useNavigate();
  const { data: vehicles, isPending } = useClientVehicles(client.id);
  const [chosenPlate, setChosenPlate] = useState<string | null>(null);
  const chosen = vehicles?.find((vehicle) => vehicle.ppu === chosenPlate);

  const create = () => {
    if (!chosen) {
      showDialog({ kind: 'warning', title: texts.mustSelectVehicle });
      return;
    }
    const { ppu, type, brand, model, color } = chosen;
    const transfer: ServiceTransfer = { clientId: client.id, vehicle: { ppu, type, brand, model, color } };
    void navigate(paths.home.newRecord, { state: transfer });
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">{client.name}</Text>
      {isPending ? (
        <PageLoader />
      ) : (
        <Radio.Group label={texts.vehicleChoice} value={chosenPlate} onChange={setChosenPlate}>
          <Stack gap="xs" mt="xs">
            {vehicles?.map((vehicle) => (
              <VehicleOption key={vehicle.ppu} vehicle={vehicle} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {commonMessages.cancel}
        </Button>
        <Button onClick={create}>{texts.createService}</Button>
      </Group>
    </Stack>
  );
}

function VehicleOption({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Radio.Card value={vehicle.ppu} p="sm" radius="md">
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <div>
          <Text fw={600} ff="monospace">
            {vehicle.ppu}
          </Text>
          <Text size="sm" c="dimmed">
            {[vehicleTypeLabel(vehicle.type), vehicle.brand, vehicle.model, vehicle.color].join(' · ')}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
