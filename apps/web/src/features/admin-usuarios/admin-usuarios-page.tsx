import { LIMITES_ADMIN, type UsuarioAdminLinha } from '@backoffice/domain/administracao';
import { formatarDataHora } from '@backoffice/domain/datas';
import { Alert, Badge, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PaginationBar } from '../../components/controls/pagination-bar';
import { SelectField } from '../../components/controls/select-field';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ERRO_USUARIOS, usePerfisAdmin, useUnidadesAdmin, useUsuariosAdmin } from './api-admin';
import { SenhaTemporariaModal } from './senha-temporaria-modal';
import { UsuarioDetalheDrawer } from './usuario-detalhe';
import { UsuarioFormModal } from './usuario-form-modal';

type Situacao = 'S' | 'N' | '';

/** Administração › Usuários: who may log in, with which unit and codes; create, edit, turn access off. */
export function AdminUsuariosPage() {
  const [texto, setTexto] = useState('');
  const [busca] = useDebouncedValue(texto, 300);
  const [ativo, setAtivo] = useState<Situacao>('S');
  const [cdUnid, setCdUnid] = useState<number | null>(null);
  const [idPerfil, setIdPerfil] = useState<number | null>(null);
  const unidades = useUnidadesAdmin(true);
  const perfis = usePerfisAdmin(true);
  const [pagina, setPagina] = useState(1);
  const [novo, setNovo] = useState(false);
  const [aberto, setAberto] = useState<number | null>(null);
  const [senha, setSenha] = useState<{ nome: string; senha: string } | null>(null);
  const usuarios = useUsuariosAdmin({ texto: busca, cdUnid, idPerfil, ativo, pagina });

  const colunas: ColunaLista<UsuarioAdminLinha>[] = [
    { id: 'nome', titulo: 'Nome', celula: (u) => u.nm_pessoa },
    { id: 'login', titulo: 'Login', celula: (u) => u.nm_login },
    { id: 'email', titulo: 'E-mail', celula: (u) => u.ds_email ?? '-' },
    {
      id: 'unidade',
      titulo: 'Unidade',
      celula: (u) => (u.nm_unidade ? `${u.cd_unid} - ${u.nm_unidade}` : u.cd_unid),
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (u) =>
        u.id_ativo === 'S' ? (
          <Badge color="green" variant="light">
            Ativo
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Desativado
          </Badge>
        ),
    },
    {
      id: 'acesso',
      titulo: 'Último acesso',
      celula: (u) => (u.dt_ultimo_login ? formatarDataHora(u.dt_ultimo_login) : 'Nunca entrou'),
    },
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Usuários
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setNovo(true)}>
          Novo usuário
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <TextInput
          label="Pesquisar"
          placeholder="Nome, login ou e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={texto}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            setPagina(1);
          }}
          w={280}
          maxLength={200}
        />
        <SelectField
          label="Unidade"
          placeholder="Todas"
          data={(unidades.data ?? []).map((u) => ({
            value: String(u.cd_unidade),
            label: `${u.cd_unidade} - ${u.nm_unidade}`,
          }))}
          value={cdUnid === null ? null : String(cdUnid)}
          onChange={(v) => {
            setCdUnid(v ? Number(v) : null);
            setPagina(1);
          }}
          clearable
          searchable
          w={240}
        />
        <SelectField
          label="Perfil"
          placeholder="Todos"
          data={(perfis.data ?? []).map((p) => ({ value: String(p.id_perfil), label: p.nm_perfil }))}
          value={idPerfil === null ? null : String(idPerfil)}
          onChange={(v) => {
            setIdPerfil(v ? Number(v) : null);
            setPagina(1);
          }}
          clearable
          w={220}
        />
        <SegmentedControl
          aria-label="Situação"
          value={ativo}
          onChange={(v) => {
            setAtivo(v as Situacao);
            setPagina(1);
          }}
          data={[
            { value: 'S', label: 'Ativos' },
            { value: 'N', label: 'Desativados' },
            { value: '', label: 'Todos' },
          ]}
        />
      </Group>
      {usuarios.isError && <Alert color="red">{ERRO_USUARIOS}</Alert>}
      <TabelaLista
        rotulo="Usuários"
        colunas={colunas}
        linhas={usuarios.data?.itens}
        carregando={usuarios.isPending}
        chave={(u) => u.user_sip}
        paginacao={false}
        aoAbrirLinha={(u) => setAberto(u.user_sip)}
        vazio={
          busca || cdUnid !== null || idPerfil !== null || ativo !== 'S'
            ? 'Nenhum usuário com estes filtros.'
            : 'Nenhum usuário ativo além de você. Crie os usuários da equipe em Novo usuário.'
        }
      />
      {(usuarios.data?.total ?? 0) > LIMITES_ADMIN.paginaTamanho && (
        <PaginationBar
          total={usuarios.data?.total ?? 0}
          page={pagina}
          pageSize={LIMITES_ADMIN.paginaTamanho}
          onPageChange={setPagina}
          pageSizes={[LIMITES_ADMIN.paginaTamanho]}
        />
      )}
      <UsuarioFormModal
        opened={novo}
        onClose={() => setNovo(false)}
        onCriado={(r) => {
          setSenha({ nome: r.nome, senha: r.senha_temporaria });
          setAberto(r.user_sip);
        }}
      />
      <UsuarioDetalheDrawer
        userSip={aberto}
        onClose={() => setAberto(null)}
        onSenhaTemporaria={(nome, s) => setSenha({ nome, senha: s })}
      />
      <SenhaTemporariaModal dados={senha} onClose={() => setSenha(null)} />
    </Stack>
  );
}
