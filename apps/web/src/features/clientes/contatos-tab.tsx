import {
  type ContatoClienteLinha,
  comRegras,
  contatoClienteBody,
  ESTADOS_CIVIS,
  LIMITES_CLIENTES as L,
  problemasContato,
  ROTULOS_TIPO_TELEFONE_CLIENTE,
  SEXOS_CONTATO,
  type TipoTelefoneCliente,
} from '@backoffice/domain/clientes';
import { CONTRATOS_CLIENTES as C } from '@backoffice/domain/contratos/clientes';
import { dataNegocio, formatarData } from '@backoffice/domain/datas';
import { formatarTelefone } from '@backoffice/domain/formatacao';
import {
  Alert,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DateField } from '../../components/controls/date-field';
import { AcoesDaLinha, type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';
import { ERRO_LISTA, useContatos } from './api-clientes';
import { type TelefoneForm, TelefonesEditor, telefonesDoForm, telefonesParaEnvio } from './telefones-editor';

interface Valores {
  nm_pessoa: string;
  nm_cargo: string;
  id_sexo: string;
  dt_nascimento: string;
  id_estado_civil: string;
  ds_email: string;
  telefones: TelefoneForm[];
  id_ativo: 'S' | 'N';
}

const OPCOES_SEXO = Object.entries(SEXOS_CONTATO).map(([value, label]) => ({ value, label }));
const OPCOES_ESTADO_CIVIL = Object.entries(ESTADOS_CIVIS).map(([value, label]) => ({ value, label }));
const com = (opcoes: { value: string; label: string }[], atual: string) =>
  atual && !opcoes.some((o) => o.value === atual) ? [...opcoes, { value: atual, label: atual }] : opcoes;

function valoresDe(c: ContatoClienteLinha | null): Valores {
  return {
    nm_pessoa: c?.nm_pessoa ?? '',
    nm_cargo: c?.nm_cargo ?? '',
    id_sexo: c?.id_sexo ?? '',
    dt_nascimento: c?.dt_nascimento ?? '',
    id_estado_civil: c?.id_estado_civil ?? '',
    ds_email: c?.ds_email ?? '',
    telefones: c ? telefonesDoForm(c.telefones) : [{ cd_tipo_telefone: '11', nr_telefone: '', nr_ramal: '' }],
    id_ativo: c?.id_ativo === 'N' ? 'N' : 'S',
  };
}

function ContatoModal({
  cdCliente,
  contato,
  onClose,
}: {
  cdCliente: number;
  /** The contact being edited; null registers one. */
  contato: ContatoClienteLinha | null;
  onClose: () => void;
}) {
  const esquema = useMemo(() => {
    const anterior = contato ? (({ cd_pessoa: _c, ...e }) => e)(contato) : null;
    return comRegras(contatoClienteBody, (b) => problemasContato(b, anterior));
  }, [contato]);
  const f = useFormulario(esquema, valoresDe(contato), (v) => ({
    ...v,
    dt_nascimento: v.dt_nascimento || null,
    telefones: telefonesParaEnvio(v.telefones),
  }));
  const criar = useAcao(C.criarContato, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C.alterarContato, { silencioso: true, sucesso: (r) => r.message });
  const salvar = f.aoEnviar(async (corpo) => {
    if (contato)
      await alterar.mutateAsync({ params: { cd_pessoa: cdCliente, cd_contato: contato.cd_pessoa }, corpo });
    else await criar.mutateAsync({ params: { cd_pessoa: cdCliente }, corpo });
    onClose();
  });
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      size="xl"
      title={contato ? `Editar contato ${contato.nm_pessoa}` : 'Novo contato'}
      formulario={f}
      onSalvar={salvar}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nome"
            required
            {...f.campo.texto('nm_pessoa')}
            maxLength={L.nomeMax}
            data-autofocus
          />
          <TextInput label="Cargo" {...f.campo.texto('nm_cargo')} maxLength={L.cargoContatoMax} />
          <Select
            label="Sexo"
            data={com(OPCOES_SEXO, f.valor('id_sexo'))}
            {...f.campo.selecao('id_sexo')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <DateField
            label="Data de nascimento"
            historica
            maxDate={dataNegocio()}
            {...f.campo.data('dt_nascimento')}
          />
          <Select
            label="Estado civil"
            data={com(OPCOES_ESTADO_CIVIL, f.valor('id_estado_civil'))}
            {...f.campo.selecao('id_estado_civil')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="E-mail" type="email" {...f.campo.texto('ds_email')} maxLength={L.emailMax} />
        </SimpleGrid>
        <TelefonesEditor
          rotulo="Telefones do contato"
          valor={f.valor('telefones')}
          onChange={(v) => f.definir('telefones', v)}
          erro={f.erro}
        />
        {contato && <Switch label="Contato ativo" {...f.campo.sn('id_ativo')} />}
      </Stack>
    </ModalFormulario>
  );
}

function telefonesTexto(c: ContatoClienteLinha): string[] {
  return c.telefones.map((t) => {
    const tipo = ROTULOS_TIPO_TELEFONE_CLIENTE[t.cd_tipo_telefone as TipoTelefoneCliente] ?? 'Telefone';
    return `${tipo}: ${formatarTelefone(t.nr_telefone)}${t.nr_ramal ? ` ramal ${t.nr_ramal}` : ''}`;
  });
}

/** The client's contacts (spec 001 §3): register, edit, deactivate and reactivate. */
export function ContatosTab({ cdCliente, somenteLeitura }: { cdCliente: number; somenteLeitura: boolean }) {
  const q = useContatos(cdCliente);
  const [aberto, setAberto] = useState<ContatoClienteLinha | 'novo' | null>(null);
  const alterar = useAcao(C.alterarContato, { sucesso: (r) => r.message });
  const colunas: ColunaLista<ContatoClienteLinha>[] = [
    { id: 'nome', titulo: 'Nome', celula: (c) => c.nm_pessoa, ordenar: (c) => c.nm_pessoa },
    { id: 'cargo', titulo: 'Cargo', celula: (c) => c.nm_cargo ?? '' },
    { id: 'email', titulo: 'E-mail', celula: (c) => c.ds_email ?? '' },
    {
      id: 'telefones',
      titulo: 'Telefones',
      celula: (c) => (
        <Stack gap={0}>
          {telefonesTexto(c).map((l) => (
            <Text key={l} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {l}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'nascimento',
      titulo: 'Nascimento',
      celula: (c) => (c.dt_nascimento ? formatarData(c.dt_nascimento) : ''),
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (c) => (
        <Badge color={c.id_ativo === 'S' ? 'green' : 'gray'} variant="light">
          {c.id_ativo === 'S' ? 'Ativo' : 'Inativo'}
        </Badge>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          As pessoas do cliente com quem a seleção fala; os ativos aparecem no cartão do cliente.
        </Text>
        {!somenteLeitura && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAberto('novo')}>
            Novo contato
          </Button>
        )}
      </Group>
      {q.isError && <Alert color="red">{ERRO_LISTA}</Alert>}
      <TabelaLista
        rotulo="Contatos do cliente"
        colunas={colunas}
        linhas={q.data}
        carregando={q.isPending}
        chave={(c) => c.cd_pessoa}
        paginacao={false}
        larguraMinima={800}
        vazio="Nenhum contato cadastrado."
        acoes={
          somenteLeitura
            ? undefined
            : (c) => (
                <AcoesDaLinha
                  rotulo={`Ações de ${c.nm_pessoa}`}
                  acoes={[
                    {
                      rotulo: 'Editar',
                      nome: `Editar ${c.nm_pessoa}`,
                      icone: <IconEdit size={16} aria-hidden />,
                      aoClicar: () => setAberto(c),
                    },
                    c.id_ativo === 'S'
                      ? {
                          rotulo: 'Desativar',
                          nome: `Desativar ${c.nm_pessoa}`,
                          icone: <IconPlayerPause size={16} aria-hidden />,
                          aoClicar: () =>
                            alterar.mutate({
                              params: { cd_pessoa: cdCliente, cd_contato: c.cd_pessoa },
                              corpo: { id_ativo: 'N' },
                            }),
                        }
                      : {
                          rotulo: 'Reativar',
                          nome: `Reativar ${c.nm_pessoa}`,
                          icone: <IconPlayerPlay size={16} aria-hidden />,
                          aoClicar: () =>
                            alterar.mutate({
                              params: { cd_pessoa: cdCliente, cd_contato: c.cd_pessoa },
                              corpo: { id_ativo: 'S' },
                            }),
                        },
                  ]}
                />
              )
        }
      />
      {aberto !== null && (
        <ContatoModal
          cdCliente={cdCliente}
          contato={aberto === 'novo' ? null : aberto}
          onClose={() => setAberto(null)}
        />
      )}
    </Stack>
  );
}
