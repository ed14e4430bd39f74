import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { CargoPretendido } from './curriculo-form';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** Desired positions, salary expectation and shifts. */
export function PainelCargo({ ed }: { ed: EditorCurriculo }) {
  const { f, tocar, erro, flag, setFlag, listas, setListas, cargosLivres, erroLista } = ed;
  return (
    <Stack>
      {erroLista('cargosSelecionados') && <Alert color="red">{erroLista('cargosSelecionados')}</Alert>}
      <Select
        label="Adicionar cargo pretendido"
        placeholder="Escolha o cargo"
        searchable
        data={cargosLivres.map((k) => ({ value: String(k.CD_CARGO), label: k.NM_CARGO }))}
        value={null}
        onChange={(x) => {
          const k = cargosLivres.find((c) => String(c.CD_CARGO) === x);
          if (k)
            setListas((l) => ({
              ...l,
              cargos: [...l.cargos, { CD_CARGO: k.CD_CARGO, NM_CARGO: k.NM_CARGO, NR_EXPERIENCIA: 0 }],
            }));
        }}
      />
      {listas.cargos.map((k: CargoPretendido) => (
        <Group key={k.CD_CARGO} align="end">
          <Text w={280}>{k.NM_CARGO}</Text>
          <NumberInput
            label={`Anos de experiência (${k.NM_CARGO})`}
            min={0}
            max={99}
            decimalScale={1}
            decimalSeparator=","
            w={220}
            value={k.NR_EXPERIENCIA}
            onChange={(x) =>
              setListas((l) => ({
                ...l,
                cargos: l.cargos.map((c) =>
                  c.CD_CARGO === k.CD_CARGO ? { ...c, NR_EXPERIENCIA: Number(x) || 0 } : c,
                ),
              }))
            }
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() =>
              setListas((l) => ({ ...l, cargos: l.cargos.filter((c) => c.CD_CARGO !== k.CD_CARGO) }))
            }
          >
            Remover
          </Button>
        </Group>
      ))}
      <NumberInput
        label="Pretensão salarial (R$)"
        {...f.campo.numero('pretensao_salarial')}
        onBlur={() => tocar('pretensao_salarial')}
        error={erro('pretensao_salarial')}
        placeholder="0.000,00"
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        max={99_999.99}
        hideControls
        w={220}
      />
      <Group>
        {(
          [
            ['id_turno_normal', 'Normal'],
            ['id_turno_matutino', 'Matutino'],
            ['id_turno_vespertino', 'Vespertino'],
            ['id_turno_noturno', 'Noturno'],
            ['id_revezamento', 'Revezamento'],
          ] as const
        ).map(([k, r]) => (
          <Checkbox
            key={k}
            label={`Turno ${r.toLowerCase()}`}
            checked={flag(k)}
            onChange={(e) => setFlag(k, e.currentTarget.checked)}
          />
        ))}
      </Group>
      {erroLista('id_turno_normal') && (
        <Text c="red" size="sm">
          {erroLista('id_turno_normal')}
        </Text>
      )}
    </Stack>
  );
}
