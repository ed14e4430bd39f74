import {
  BENEFICIOS_SN,
  LIMITES_BENEFICIOS,
  TIPOS_DESCONTO_TRANSPORTE,
  TIPOS_TRANSPORTE,
} from '@backoffice/domain/beneficios';
import { Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Path } from 'react-hook-form';
import type { Formulario } from '../../lib/formulario/formulario';
import type { ValoresRequisicao } from './requisicao-form';

type F = Formulario<ValoresRequisicao, unknown>;
const campo = (k: string) => `beneficios.${k}` as Path<ValoresRequisicao>;

const TRANSPORTES = TIPOS_TRANSPORTE.map((t) => ({ value: t.id, label: t.nome }));
const DESCONTOS = TIPOS_DESCONTO_TRANSPORTE.map((t) => ({ value: t.id, label: t.nome }));

/** The requisition's benefits (the Benefícios tab's payload): transport, each benefit with a note, others. */
export function BeneficiosRequisicao({ f }: { f: F }) {
  const transporte = f.valor(campo('id_transporte')) as string;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start">
        <Select
          label="Transporte"
          data={TRANSPORTES}
          allowDeselect={false}
          w={180}
          comboboxProps={{ withinPortal: true }}
          {...f.campo.selecao(campo('id_transporte'))}
        />
        {transporte !== 'N' && (
          <Select
            label="Tipo de desconto do transporte"
            data={DESCONTOS}
            w={280}
            required
            comboboxProps={{ withinPortal: true }}
            {...f.campo.selecao(campo('ds_obs_transporte'))}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {BENEFICIOS_SN.map((b) => {
          const marcado = f.valor(campo(`id_${b.chave}`)) === 'S';
          return (
            <Stack key={b.chave} gap={4}>
              <Checkbox label={b.nome} {...f.campo.sn(campo(`id_${b.chave}`))} />
              {marcado && (
                <TextInput
                  aria-label={`Observação de ${b.nome}`}
                  placeholder="Observação (opcional)"
                  size="xs"
                  maxLength={LIMITES_BENEFICIOS.observacaoMax}
                  {...f.campo.texto(campo(`ds_obs_${b.chave}`))}
                />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      <Textarea
        label="Outros benefícios"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={LIMITES_BENEFICIOS.observacaoMax}
        {...f.campo.texto(campo('ds_obs_outros_beneficios'))}
      />
    </Stack>
  );
}
