import {
  LIMITES_CLIENTES,
  ROTULOS_TIPO_TELEFONE_CLIENTE,
  TIPOS_TELEFONE_CLIENTE,
} from '@backoffice/domain/clientes';
import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** A phone as the form holds it (the number as typed). */
export interface TelefoneForm {
  cd_tipo_telefone: string;
  nr_telefone: string;
  nr_ramal: string;
}

export interface TelefonesEditorProps {
  /** 'Telefones do cliente', 'Telefones do contato'. */
  rotulo: string;
  valor: readonly TelefoneForm[];
  onChange: (valor: TelefoneForm[]) => void;
  /** The message of a field of the list ('telefones', 'telefones.0.nr_telefone'). */
  erro: (campo: string) => string | undefined;
  somenteLeitura?: boolean;
}

const OPCOES = TIPOS_TELEFONE_CLIENTE.map((t) => ({ value: t, label: ROTULOS_TIPO_TELEFONE_CLIENTE[t] }));

/**
 * The phones of a client or contact: each with its type (main '11'/'2', mobile '5'), number and
 * extension. A stored phone of another type keeps it (shown as 'Tipo {code}') until it is changed.
 */
export function TelefonesEditor({ rotulo, valor, onChange, erro, somenteLeitura }: TelefonesEditorProps) {
  const trocar = (i: number, parte: Partial<TelefoneForm>) =>
    onChange(valor.map((t, j) => (j === i ? { ...t, ...parte } : t)));
  const geral = erro('telefones');
  return (
    <Fieldset legend={rotulo} variant="unstyled" p={0}>
      <Stack gap="xs" mt={4}>
        {geral && (
          <Text size="sm" c="red.8" role="alert">
            {geral}
          </Text>
        )}
        {valor.length === 0 && (
          <Text size="sm" c="gray.7">
            Nenhum telefone.
          </Text>
        )}
        {valor.map((t, i) => {
          const n = i + 1;
          const opcoes = OPCOES.some((o) => o.value === t.cd_tipo_telefone)
            ? OPCOES
            : [...OPCOES, { value: t.cd_tipo_telefone, label: `Tipo ${t.cd_tipo_telefone}` }];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid={`telefone-${n}`}>
              <Select
                label={`Tipo do telefone ${n}`}
                data={opcoes}
                value={t.cd_tipo_telefone || null}
                onChange={(v) => trocar(i, { cd_tipo_telefone: v ?? '' })}
                error={erro(`telefones.${i}.cd_tipo_telefone`)}
                allowDeselect={false}
                readOnly={somenteLeitura}
                w={150}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label={`Número do telefone ${n}`}
                placeholder="(00) 00000-0000"
                inputMode="tel"
                value={t.nr_telefone}
                onChange={(e) => trocar(i, { nr_telefone: e.currentTarget.value })}
                error={erro(`telefones.${i}.nr_telefone`)}
                maxLength={LIMITES_CLIENTES.telefoneTextoMax}
                readOnly={somenteLeitura}
                w={210}
              />
              <TextInput
                label={`Ramal ${n}`}
                inputMode="numeric"
                value={t.nr_ramal}
                onChange={(e) => trocar(i, { nr_ramal: e.currentTarget.value })}
                error={erro(`telefones.${i}.nr_ramal`)}
                maxLength={LIMITES_CLIENTES.ramalMax}
                readOnly={somenteLeitura}
                w={90}
              />
              {!somenteLeitura && (
                <Tooltip label="Remover telefone">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={`Remover telefone ${n}`}
                    onClick={() => onChange(valor.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        })}
        {!somenteLeitura && valor.length < LIMITES_CLIENTES.telefonesMax && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                onChange([
                  ...valor,
                  { cd_tipo_telefone: valor.length === 0 ? '11' : '5', nr_telefone: '', nr_ramal: '' },
                ])
              }
            >
              Adicionar telefone
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The stored phones as the form holds them. */
export function telefonesDoForm(
  t: readonly { cd_tipo_telefone: string; nr_telefone: string; nr_ramal: string | null }[],
): TelefoneForm[] {
  return t.map((x) => ({
    cd_tipo_telefone: x.cd_tipo_telefone,
    nr_telefone: x.nr_telefone,
    nr_ramal: x.nr_ramal ?? '',
  }));
}

/** The form's phones as the request sends them (an empty extension is none). */
export function telefonesParaEnvio(t: readonly TelefoneForm[]) {
  return t.map((x) => ({
    cd_tipo_telefone: x.cd_tipo_telefone,
    nr_telefone: x.nr_telefone,
    nr_ramal: x.nr_ramal.trim() === '' ? null : x.nr_ramal,
  }));
}
