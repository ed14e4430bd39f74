import { type UsuarioAdminDetalhe, usuarioAdminBody } from '@backoffice/domain/administracao';
import { CONTRATOS_ADMIN as C } from '@backoffice/domain/contratos/admin';
import { codigosEfetivos } from '@backoffice/domain/perfis-acesso';
import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { SelectField } from '../../components/controls/select-field';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';
import { usePerfisAdmin, useUnidadesAdmin } from './api-admin';

interface Valores {
  nm_pessoa: string;
  nm_login: string;
  ds_email: string;
  cd_unid: string;
  cd_setor: number | null;
  grupos: string[];
  nr_telefone: string;
  /** Ids of the profiles, as the MultiSelect keeps them. */
  perfis: string[];
  extras: string[];
  id_justifica_cancelamento: 'S' | 'N';
  id_help_desk: 'S' | 'N';
  /** Other units whose analyst pickers offer the user. */
  unidades_analista: string[];
}

const VAZIO: Valores = {
  nm_pessoa: '',
  nm_login: '',
  ds_email: '',
  cd_unid: '',
  cd_setor: null,
  grupos: [],
  nr_telefone: '',
  perfis: [],
  extras: [],
  id_justifica_cancelamento: 'N',
  id_help_desk: 'N',
  unidades_analista: [],
};

const numeros = (v: readonly string[]) => v.map((x) => Number(x)).filter((n) => Number.isInteger(n));

function valoresDe(u: UsuarioAdminDetalhe): Valores {
  return {
    nm_pessoa: u.nm_pessoa,
    nm_login: u.nm_login,
    ds_email: u.ds_email ?? '',
    cd_unid: String(u.cd_unid),
    cd_setor: u.cd_setor,
    grupos: u.grupos.map(String),
    nr_telefone: u.nr_telefone ?? '',
    perfis: u.perfis.map((p) => String(p.id_perfil)),
    extras: u.permissoes_extras.map(String),
    id_justifica_cancelamento: u.id_justifica_cancelamento,
    id_help_desk: u.id_help_desk,
    unidades_analista: u.unidades_analista.map(String),
  };
}

export interface UsuarioFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The user being edited; none creates a user. */
  usuario?: UsuarioAdminDetalhe;
  /** After a creation: the new user's temporary password. */
  onCriado?: (r: { user_sip: number; senha_temporaria: string; nome: string }) => void;
}

/**
 * Novo usuário / Editar usuário: data, unit, sector and groups, the profiles plus extra codes, and
 * the per-user flags.
 */
export function UsuarioFormModal({ opened, onClose, usuario, onCriado }: UsuarioFormModalProps) {
  const unidades = useUnidadesAdmin(opened);
  const perfis = usePerfisAdmin(opened);
  const criar = useAcao(C.criarUsuario, { silencioso: true });
  const alterar = useAcao(C.alterarUsuario, { silencioso: true, sucesso: (r) => r.message });
  const f = useFormulario(usuarioAdminBody, VAZIO, (v) => ({
    nm_pessoa: v.nm_pessoa,
    nm_login: v.nm_login,
    ds_email: v.ds_email.trim() || null,
    cd_unid: v.cd_unid,
    cd_setor: v.cd_setor,
    grupos: numeros(v.grupos),
    nr_telefone: v.nr_telefone.trim() || null,
    perfis: numeros(v.perfis),
    permissoes: numeros(v.extras),
    id_justifica_cancelamento: v.id_justifica_cancelamento,
    id_help_desk: v.id_help_desk,
    unidades_analista: numeros(v.unidades_analista),
  }));

  const salvar = f.aoEnviar(async (corpo) => {
    if (usuario) {
      await alterar.mutateAsync({ params: { user_sip: usuario.user_sip }, corpo });
    } else {
      const r = await criar.mutateAsync({ corpo });
      onCriado?.({ user_sip: r.user_sip, senha_temporaria: r.senha_temporaria, nome: corpo.nm_pessoa });
    }
    onClose();
  });
  const opcoesUnidade = (unidades.data ?? []).map((u) => ({
    value: String(u.cd_unidade),
    label: `${u.cd_unidade} - ${u.nm_unidade} (${u.nm_cidade}/${u.cd_uf})${u.id_ativo === 'N' ? ' · inativa' : ''}`,
  }));
  const setor = f.campo.numero('cd_setor');
  const opcoesPerfil = (perfis.data ?? []).map((p) => ({ value: String(p.id_perfil), label: p.nm_perfil }));
  // the codes the user will hold: the chosen profiles' plus the extra codes
  const efetivos = codigosEfetivos(
    (perfis.data ?? []).filter((p) => f.valor('perfis').includes(String(p.id_perfil))),
    numeros(f.valor('extras')),
  );
  return (
    <ModalFormulario
      opened={opened}
      onClose={onClose}
      title={usuario ? `Editar usuário ${usuario.nm_login}` : 'Novo usuário'}
      size="xl"
      formulario={f}
      onSalvar={salvar}
      aoAbrir={() => f.form.reset(usuario ? valoresDe(usuario) : VAZIO)}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nome completo"
            required
            {...f.campo.texto('nm_pessoa')}
            maxLength={200}
            data-autofocus
          />
          <TextInput
            label="Login"
            required
            description="Letras sem acento, números, ponto, hífen ou sublinhado"
            {...f.campo.texto('nm_login')}
            maxLength={60}
          />
          <TextInput label="E-mail" type="email" {...f.campo.texto('ds_email')} maxLength={200} />
          <TextInput label="Telefone" {...f.campo.texto('nr_telefone')} maxLength={30} />
          <SelectField
            label="Unidade"
            required
            data={opcoesUnidade}
            {...f.campo.selecao('cd_unid')}
            placeholder={unidades.isPending ? 'Carregando...' : 'Escolha a unidade'}
            searchable
          />
          <Group grow align="flex-start">
            <NumberInput label="Setor" description="2: seleção" {...setor} allowDecimal={false} min={0} />
            <TagsInput
              label="Grupos"
              description="32: analista"
              value={f.valor('grupos')}
              onChange={(v) =>
                f.definir(
                  'grupos',
                  v.filter((x) => /^\d{1,9}$/.test(x)),
                )
              }
              clearable
            />
          </Group>
        </SimpleGrid>
        <MultiSelect
          label="Analista também das unidades"
          description="Além da própria unidade, as unidades cujas listas de analistas mostram este usuário"
          data={opcoesUnidade.filter((o) => o.value !== f.valor('cd_unid'))}
          value={f.valor('unidades_analista')}
          onChange={(v) => f.definir('unidades_analista', v)}
          error={f.erro('unidades_analista')}
          placeholder="Nenhuma outra"
          searchable
          clearable
        />
        <MultiSelect
          label="Perfis"
          description="Cada perfil dá os códigos de permissão das suas telas (Administração › Perfis)"
          data={opcoesPerfil}
          value={f.valor('perfis')}
          onChange={(v) => f.definir('perfis', v)}
          error={f.erro('perfis')}
          placeholder={perfis.isPending ? 'Carregando...' : 'Escolha os perfis'}
          searchable
          clearable
        />
        <TagsInput
          label="Códigos extras"
          description="Códigos de permissão além dos perfis"
          value={f.valor('extras')}
          onChange={(v) =>
            f.definir(
              'extras',
              v.filter((x) => /^\d{1,9}$/.test(x)),
            )
          }
          error={f.erro('permissoes')}
          clearable
        />
        <Text size="sm" c="dimmed">
          Códigos do usuário: {efetivos.length ? efetivos.join(', ') : 'nenhum'}
        </Text>
        <Group gap="xl">
          <Checkbox
            label="Pode justificar cancelamento de vagas"
            {...f.campo.sn('id_justifica_cancelamento')}
          />
          <Checkbox label="Vê o Help Desk" {...f.campo.sn('id_help_desk')} />
        </Group>
        {!usuario && (
          <Text size="sm" c="dimmed">
            Ao salvar, o sistema cria uma senha temporária, mostrada uma única vez. No primeiro acesso o
            usuário escolhe a própria senha.
          </Text>
        )}
      </Stack>
    </ModalFormulario>
  );
}
