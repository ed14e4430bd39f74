import { LIMITES_ABERTURA, SEXOS_PERFIL, totalDeVagas } from '@backoffice/domain/abertura-requisicao';
import { TIPOS_SALARIO } from '@backoffice/domain/catalogos';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { type FieldArrayWithId, useFieldArray } from 'react-hook-form';
import { CurrencyInput } from '../../components/controls/masked-input';
import type { Formulario } from '../../lib/formulario/formulario';
import { type LinhaForm, linhaVazia, type ValoresRequisicao } from './requisicao-form';

export interface Opcao {
  value: string;
  label: string;
}

/** What the lines' selects offer (read once for the whole form). */
export interface OpcoesLinhas {
  cargos: Opcao[];
  turnos: Opcao[];
  centros: Opcao[];
  escolaridades: Opcao[];
  analistas: Opcao[];
  /** A client is chosen (positions and cost centres are its own). */
  temCliente: boolean;
  /** Confidentiality of a new line (the client's default). */
  confidencialPadrao: 'S' | 'N';
  carregando: boolean;
}

const SALARIOS = TIPOS_SALARIO.map((t) => ({ value: t.id, label: t.nome }));
const SEXOS = SEXOS_PERFIL.map((s) => ({ value: s.id, label: s.nome }));
const CAMPOS_PERFIL = [
  'cd_grau_instrucao_de',
  'cd_grau_instrucao_ate',
  'id_sexo',
  'nr_idade_de',
  'nr_idade_ate',
  'nr_anos_experiencia_de',
  'nr_anos_experiencia_ate',
  'id_vaga_sigilosa',
  'id_vaga_confidencial',
] as const;

type F = Formulario<ValoresRequisicao, unknown>;
type Campo = `linhas.${number}.${Exclude<keyof LinhaForm, 'chave'>}`;

/**
 * The requisition's lines: one row per client position × quantity with its salary, shift, cost
 * centre and analyst, and below it (Perfil) the candidates' profile and the confidentiality. Add
 * and remove lines; a vacancy already opened (edit) keeps quantity 1 and cannot be removed here.
 */
export function LinhasRequisicao({ f, opcoes }: { f: F; opcoes: OpcoesLinhas }) {
  const { fields, append, remove } = useFieldArray({ control: f.form.control, name: 'linhas' });
  const [abertas, setAbertas] = useState<Record<string, boolean>>({});
  const linhas = f.valor('linhas');
  const total = totalDeVagas(linhas);
  const novas = linhas.filter((l) => l.nr_vaga === null);
  const erroLinhas = f.erro('linhas');

  const sel = (i: number, campo: Exclude<keyof LinhaForm, 'chave'>) =>
    f.campo.selecao(`linhas.${i}.${campo}` as Campo);
  const num = (i: number, campo: Exclude<keyof LinhaForm, 'chave'>) =>
    f.campo.numero(`linhas.${i}.${campo}` as Campo);
  const sn = (i: number, campo: 'id_vaga_pcd' | 'id_vaga_confidencial' | 'id_vaga_sigilosa') =>
    f.campo.sn(`linhas.${i}.${campo}` as Campo);
  const perfilComErro = (i: number) => CAMPOS_PERFIL.some((c) => f.erro(`linhas.${i}.${c}`));

  const adicionar = () => {
    const ultima = linhas.at(-1);
    append(
      linhaVazia({
        cd_pessoa_analista: ultima?.cd_pessoa_analista ?? '',
        cd_turno: ultima?.cd_turno ?? '',
        cd_centro_custo: ultima?.cd_centro_custo ?? '',
        id_vaga_confidencial: opcoes.confidencialPadrao,
      }),
    );
  };
  const semCliente = opcoes.temCliente ? undefined : 'Selecione o cliente';

  return (
    <>
      <Table.ScrollContainer minWidth={960}>
        <Table
          layout="fixed"
          verticalSpacing={6}
          horizontalSpacing={6}
          striped={false}
          aria-label="Linhas da requisição"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={52}>Linha</Table.Th>
              <Table.Th>Cargo do cliente</Table.Th>
              <Table.Th w={104}>Qtd.</Table.Th>
              <Table.Th w={140}>Salário</Table.Th>
              <Table.Th w={140}>Turno</Table.Th>
              <Table.Th w={136}>Centro de custo</Table.Th>
              <Table.Th w={160}>Analista</Table.Th>
              <Table.Th w={76}>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((campo: FieldArrayWithId<ValoresRequisicao, 'linhas'>, i) => {
              const l = linhas[i] ?? campo;
              const n = i + 1;
              const aberta = abertas[campo.id] || perfilComErro(i);
              const existente = l.nr_vaga !== null;
              const salario = num(i, 'vl_salario');
              return (
                <Fragment key={campo.id}>
                  <Table.Tr data-testid={`linha-${n}`}>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Text fw={700} size="sm" pt={6}>
                        {n}
                      </Text>
                      {existente && (
                        <Tooltip label={l.situacao ?? ''} disabled={!l.situacao}>
                          <Badge size="xs" variant="light" color="gray">
                            {l.nr_vaga}
                          </Badge>
                        </Tooltip>
                      )}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Select
                        aria-label={`Cargo do cliente da linha ${n}`}
                        data={opcoes.cargos}
                        searchable
                        placeholder={semCliente ?? 'Selecione'}
                        disabled={!opcoes.temCliente}
                        nothingFoundMessage={
                          opcoes.carregando ? MENSAGENS.carregando : MENSAGENS.nenhumRegistro
                        }
                        comboboxProps={{ withinPortal: true }}
                        {...sel(i, 'cd_cargo_cliente')}
                      />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <NumberInput
                        aria-label={`Quantidade da linha ${n}`}
                        min={LIMITES_ABERTURA.quantidadeMin}
                        max={LIMITES_ABERTURA.quantidadeMax}
                        clampBehavior="none"
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        disabled={existente}
                        {...num(i, 'qt_vagas')}
                      />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Stack gap={4}>
                        <CurrencyInput
                          label=""
                          aria-label={`Salário da linha ${n}`}
                          value={salario.value === '' ? null : salario.value}
                          onChange={(v) => salario.onChange(v === null ? '' : v)}
                          onBlur={salario.onBlur}
                          error={salario.error}
                        />
                        <Select
                          aria-label={`Tipo de salário da linha ${n}`}
                          data={SALARIOS}
                          allowDeselect={false}
                          size="xs"
                          comboboxProps={{ withinPortal: true }}
                          {...sel(i, 'id_salario')}
                        />
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Select
                        aria-label={`Turno da linha ${n}`}
                        data={opcoes.turnos}
                        searchable
                        clearable
                        placeholder="Nenhum"
                        nothingFoundMessage={MENSAGENS.nenhumRegistro}
                        comboboxProps={{ withinPortal: true }}
                        {...sel(i, 'cd_turno')}
                      />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Select
                        aria-label={`Centro de custo da linha ${n}`}
                        data={opcoes.centros}
                        searchable
                        clearable
                        placeholder="Nenhum"
                        disabled={!opcoes.temCliente}
                        nothingFoundMessage={MENSAGENS.nenhumRegistro}
                        comboboxProps={{ withinPortal: true }}
                        {...sel(i, 'cd_centro_custo')}
                      />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Select
                        aria-label={`Analista da linha ${n}`}
                        data={opcoes.analistas}
                        searchable
                        clearable
                        placeholder="Sem analista"
                        nothingFoundMessage={MENSAGENS.nenhumRegistro}
                        comboboxProps={{ withinPortal: true }}
                        {...sel(i, 'cd_pessoa_analista')}
                      />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Group gap={4} wrap="nowrap" pt={4}>
                        <Tooltip label={aberta ? 'Ocultar o perfil' : 'Perfil, PCD e sigilo'}>
                          <ActionIcon
                            variant={perfilComErro(i) ? 'light' : 'subtle'}
                            color={perfilComErro(i) ? 'red' : 'gray'}
                            aria-label={`Perfil da linha ${n}`}
                            aria-expanded={aberta}
                            aria-controls={`perfil-${campo.id}`}
                            onClick={() => setAbertas((a) => ({ ...a, [campo.id]: !aberta }))}
                          >
                            {aberta ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip
                          label={
                            existente ? 'Vaga já aberta: cancele-a pela edição da vaga' : 'Remover a linha'
                          }
                        >
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remover a linha ${n}`}
                            disabled={existente || linhas.length === 1}
                            onClick={() => remove(i)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {aberta && (
                    <Table.Tr id={`perfil-${campo.id}`} data-testid={`perfil-linha-${n}`}>
                      <Table.Td />
                      <Table.Td colSpan={7} pb="sm">
                        <Group gap="sm" align="flex-start" wrap="wrap">
                          <Select
                            label="Escolaridade de"
                            aria-label={`Escolaridade de, linha ${n}`}
                            data={opcoes.escolaridades}
                            clearable
                            placeholder="Indiferente"
                            w={210}
                            comboboxProps={{ withinPortal: true }}
                            {...sel(i, 'cd_grau_instrucao_de')}
                          />
                          <Select
                            label="Escolaridade até"
                            aria-label={`Escolaridade até, linha ${n}`}
                            data={opcoes.escolaridades}
                            clearable
                            placeholder="Indiferente"
                            w={210}
                            comboboxProps={{ withinPortal: true }}
                            {...sel(i, 'cd_grau_instrucao_ate')}
                          />
                          <Select
                            label="Sexo"
                            aria-label={`Sexo, linha ${n}`}
                            data={SEXOS}
                            clearable
                            placeholder="Indiferente"
                            w={140}
                            comboboxProps={{ withinPortal: true }}
                            {...sel(i, 'id_sexo')}
                          />
                          <NumberInput
                            label="Idade de"
                            aria-label={`Idade de, linha ${n}`}
                            min={LIMITES_ABERTURA.idadeMin}
                            max={LIMITES_ABERTURA.idadeMax}
                            clampBehavior="none"
                            allowDecimal={false}
                            allowNegative={false}
                            hideControls
                            w={92}
                            {...num(i, 'nr_idade_de')}
                          />
                          <NumberInput
                            label="Idade até"
                            aria-label={`Idade até, linha ${n}`}
                            min={LIMITES_ABERTURA.idadeMin}
                            max={LIMITES_ABERTURA.idadeMax}
                            clampBehavior="none"
                            allowDecimal={false}
                            allowNegative={false}
                            hideControls
                            w={92}
                            {...num(i, 'nr_idade_ate')}
                          />
                          <NumberInput
                            label="Experiência de"
                            aria-label={`Experiência em anos de, linha ${n}`}
                            description="anos"
                            min={0}
                            max={LIMITES_ABERTURA.experienciaMax}
                            decimalScale={1}
                            decimalSeparator=","
                            clampBehavior="none"
                            allowNegative={false}
                            hideControls
                            w={140}
                            {...num(i, 'nr_anos_experiencia_de')}
                          />
                          <NumberInput
                            label="Experiência até"
                            aria-label={`Experiência em anos até, linha ${n}`}
                            description="anos"
                            min={0}
                            max={LIMITES_ABERTURA.experienciaMax}
                            decimalScale={1}
                            decimalSeparator=","
                            clampBehavior="none"
                            allowNegative={false}
                            hideControls
                            w={140}
                            {...num(i, 'nr_anos_experiencia_ate')}
                          />
                        </Group>
                        <Group gap="lg" mt="sm">
                          <Switch label="PCD" aria-label={`PCD, linha ${n}`} {...sn(i, 'id_vaga_pcd')} />
                          <Switch
                            label="Confidencial"
                            aria-label={`Confidencial, linha ${n}`}
                            {...sn(i, 'id_vaga_confidencial')}
                            error={f.erro(`linhas.${i}.id_vaga_confidencial`)}
                          />
                          <Switch
                            label="Sigilosa"
                            aria-label={`Sigilosa, linha ${n}`}
                            {...sn(i, 'id_vaga_sigilosa')}
                            error={f.erro(`linhas.${i}.id_vaga_sigilosa`)}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {erroLinhas && (
        <Text c="red.8" size="sm" role="alert">
          {erroLinhas}
        </Text>
      )}
      <Group justify="space-between" mt="xs">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={adicionar}
          disabled={linhas.length >= LIMITES_ABERTURA.linhasMax}
        >
          Adicionar linha
        </Button>
        <Text size="sm" fw={600} data-testid="total-vagas" aria-live="polite">
          {linhas.length} {linhas.length === 1 ? 'linha' : 'linhas'} ·{' '}
          {novas.length === linhas.length
            ? `${total} ${total === 1 ? 'vaga' : 'vagas'}`
            : `${total} ${total === 1 ? 'vaga' : 'vagas'} (${totalDeVagas(novas)} ${totalDeVagas(novas) === 1 ? 'nova' : 'novas'})`}
        </Text>
      </Group>
    </>
  );
}
