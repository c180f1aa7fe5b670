import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';
import { recordDetailMessages } from '@lavado/shared/messages/records';
import { IconArrowLeft, IconPencil, IconQrcode } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { recordFormFields, type RecordFormValues } from './recordFormValues';

const texts = recordDetailMessages;

interface RecordFormProps {
  values: RecordFormValues;
  onGenerateQr: () => void;
  /** "Avisar por WhatsApp", for those who may send it. */
  customerNotice?: ReactNode;
}

/**
 * The record, read-only until Modificar. As docs/specification.md#record-detail-and-qr says, Guardar only leaves edit mode: nothing is
 * sent, and Cancelar puts the record's values back. A fresher record from the server does not
 * overwrite what is being typed.
 */
export function RecordForm({ values, onGenerateQr, customerNotice }: RecordFormProps) {
  const [editing, setEditing] = useState(false);
  const { register, reset } = useForm<RecordFormValues>({ values, resetOptions: { keepDirtyValues: true } });

  const cancel = () => {
    // Explicitly: `reset` otherwise inherits keepDirtyValues from resetOptions.
    reset(values, { keepDirtyValues: false });
    setEditing(false);
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {recordFormFields.map((field) => (
            <TextInput
              key={field}
              label={texts.fields[field]}
              readOnly={!editing}
              variant={editing ? 'default' : 'filled'}
              {...register(field)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {editing ? (
            <>
              <Button variant="default" onClick={cancel}>
                {commonMessages.cancel}
              </Button>
              <Button onClick={() => setEditing(false)}>{commonMessages.save}</Button>
            </>
          ) : (
            <>
              <Button variant="default" component={Link} to={paths.home.records} leftSection={<IconArrowLeft size={18} />}>
                {commonMessages.back}
              </Button>
              <Button variant="light" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
                {commonMessages.modify}
              </Button>
              <Button leftSection={<IconQrcode size={18} />} onClick={onGenerateQr}>
                {texts.generateQr}
              </Button>
              {customerNotice}
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
