import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { profileMessages } from '@lavado/shared/messages/accounts';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';

const texts = profileMessages.avatar;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/**
 * The profile picture. Uploading is locked (docs/specification.md#profile): a chosen picture is previewed, and
 * Guardar and Cancelar keep or drop it in this page only; nothing is sent.
 */
export function LocalAvatar({ name }: { name: string }) {
  const [kept, setKept] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (file) void readAsDataUrl(file).then(setPreview, () => setPreview(null));
  };
  const keep = () => {
    setKept(preview);
    setPreview(null);
  };

  return (
    <Stack align="center" gap="xs">
      <Avatar src={preview ?? kept} name={name} color="initials" size={120} radius={120} alt={preview ? texts.preview : name} />
      {preview ? (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setPreview(null)}>
            {commonMessages.cancel}
          </Button>
          <Button size="xs" onClick={keep}>
            {commonMessages.save}
          </Button>
        </Group>
      ) : (
        <FileButton accept="image/png,image/jpeg,image/webp" onChange={choose}>
          {(props) => (
            <Button variant="light" size="xs" leftSection={<IconLock size={14} />} {...props}>
              {texts.choose}
            </Button>
          )}
        </FileButton>
      )}
      <Text size="xs" c="dimmed" ta="center">
        {texts.locked}
      </Text>
    </Stack>
  );
}
