import { urlSite } from '@backoffice/domain/candidato-cadastro';
import { Anchor, Checkbox, Grid, Group, Stack, TextInput } from '@mantine/core';
import { PhoneInput } from '../../components/controls/masked-input';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** Phones, WhatsApp and site. */
export function PainelContato({ ed }: { ed: EditorCurriculo }) {
  const { v, set, tocar, erro, flag, setFlag, texto } = ed;
  return (
    <Stack>
      {(
        [
          ['cel', 'Celular', true],
          ['rec', 'Telefone para recado', true],
          ['res', 'Telefone residencial', false],
        ] as const
      ).map(([s, rotulo, zap]) => (
        <Grid key={s} align="end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PhoneInput
              label={rotulo}
              // two phones are asked (spec 002 §5): the mobile and the message one, or the home one
              required={s !== 'res'}
              value={v(`nr_telefone_${s}`)}
              onChange={(d) => set(`nr_telefone_${s}`, d)}
              onBlur={() => tocar(`nr_telefone_${s}`)}
              error={erro(`nr_telefone_${s}`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TextInput
              {...texto(`ds_observacao_${s}`, `Observação (${rotulo.toLowerCase()})`)}
              maxLength={100}
            />
          </Grid.Col>
          {zap && (
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Group gap="xs">
                <Checkbox
                  label="WhatsApp"
                  checked={flag(`id_possui_whatsapp_${s}`)}
                  onChange={(e) => setFlag(`id_possui_whatsapp_${s}`, e.currentTarget.checked)}
                />
                {v(`nr_telefone_${s}`).length >= 10 && (
                  <Anchor
                    href={`https://wa.me/55${v(`nr_telefone_${s}`)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  >
                    Abrir conversa
                  </Anchor>
                )}
              </Group>
            </Grid.Col>
          )}
        </Grid>
      ))}
      <Group align="end">
        <TextInput {...texto('ds_www', 'Site')} maxLength={200} w={360} />
        {urlSite(v('ds_www')) && (
          <Anchor
            href={urlSite(v('ds_www')) as string}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            mb={8}
          >
            Abrir site
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
