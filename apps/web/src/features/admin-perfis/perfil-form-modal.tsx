import { CONTRATOS_ADMIN as C } from '@backoffice/domain/contratos/admin';
import {
  AREAS_PERMISSAO,
  chaveNomePerfil,
  LIMITES_PERFIL,
  MENSAGENS_PERFIS,
  type PerfilAcessoLinha,
  perfilAcessoBody,
  telasDosCodigos,
} from '@backoffice/domain/perfis-acesso';
import { UNIDADES_CALLCENTER } from '@backoffice/domain/permissions';
import { Checkbox, Fieldset, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { memo, useCallback } from 'react';
import { TrilhaAuditoria } from '../../components/trilha-auditoria/trilha-auditoria';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';

interface Valores {
  nm_perfil: string;
  codigos: number[];
}

const VAZIO: Valores = { nm_perfil: '', codigos: [] };
const ordenar = (v: Iterable<number>) => [...new Set(v)].sort((a, b) => a - b);

/**
 * One area's codes: a checkbox for the whole area and one per code. Drawn again only when its own
 * codes change (`marcados`: the area's checked codes).
 */
const AreaCodigos = memo(
  function AreaCodigos({
    rotulo,
    codigos,
    marcados,
    alternar,
  }: {
    rotulo: string;
    codigos: readonly number[];
    marcados: readonly number[];
    alternar: (codigos: readonly number[], ligar: boolean) => void;
  }) {
    return (
      <Fieldset
        p="xs"
        legend={
          <Checkbox
            size="xs"
            label={rotulo}
            checked={marcados.length === codigos.length}
            indeterminate={marcados.length > 0 && marcados.length < codigos.length}
            onChange={(e) => alternar(codigos, e.currentTarget.checked)}
            aria-label={`Área ${rotulo}: todos os códigos`}
          />
        }
      >
        <Group gap={8}>
          {codigos.map((c) => (
            <Checkbox
              key={c}
              size="xs"
              label={String(c)}
              checked={marcados.includes(c)}
              onChange={(e) => alternar([c], e.currentTarget.checked)}
              aria-label={`Código ${c} (${rotulo})`}
            />
          ))}
        </Group>
      </Fieldset>
    );
  },
  (a, b) => a.alternar === b.alternar && a.marcados.join() === b.marcados.join(),
);

export interface PerfilFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The profile being edited; none creates one. */
  perfil?: PerfilAcessoLinha;
  /** Every profile (the name must differ from the others', without case and accents). */
  perfis: readonly PerfilAcessoLinha[];
}

/** The fields of a profile's snapshots in the trail. */
const ROTULOS_TRILHA_PERFIL = { nm_perfil: 'Nome', codigos: 'Códigos' };

/** Novo perfil / Editar perfil: the name and the codes, picked by area, the screens they open and the trail. */
export function PerfilFormModal({ opened, onClose, perfil, perfis }: PerfilFormModalProps) {
  const criar = useAcao(C.criarPerfil, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C.alterarPerfil, { silencioso: true, sucesso: (r) => r.message });
  const f = useFormulario(perfilAcessoBody, VAZIO);

  const codigos = f.valor('codigos');
  const marcados = new Set(codigos);
  const { getValues } = f.form;
  const { definir } = f;
  const alternar = useCallback(
    (area: readonly number[], ligar: boolean) => {
      const atuais = getValues('codigos');
      definir('codigos', ordenar(ligar ? [...atuais, ...area] : atuais.filter((x) => !area.includes(x))));
    },
    [getValues, definir],
  );

  const nome = f.valor('nm_perfil');
  const repetido =
    nome.trim() !== '' &&
    perfis.some(
      (p) => p.id_perfil !== perfil?.id_perfil && chaveNomePerfil(p.nm_perfil) === chaveNomePerfil(nome),
    );
  // Callcenter also depends on the user's unit: shown as for a call-center unit
  const telas = telasDosCodigos(codigos, { cdUnid: UNIDADES_CALLCENTER[0], usuarioHelpDesk: false });

  const salvar = f.aoEnviar(async (corpo) => {
    if (perfil) await alterar.mutateAsync({ params: { id_perfil: perfil.id_perfil }, corpo });
    else await criar.mutateAsync({ corpo });
    onClose();
  });

  return (
    <ModalFormulario
      opened={opened}
      onClose={onClose}
      title={perfil ? `Editar perfil ${perfil.nm_perfil}` : 'Novo perfil'}
      size="xl"
      formulario={f}
      onSalvar={salvar}
      salvarDesativado={repetido}
      aoAbrir={() =>
        f.form.reset(perfil ? { nm_perfil: perfil.nm_perfil, codigos: [...perfil.codigos] } : VAZIO)
      }
    >
      <Stack gap="sm">
        <TextInput
          label="Nome do perfil"
          required
          {...f.campo.texto('nm_perfil')}
          error={f.erro('nm_perfil') ?? (repetido ? MENSAGENS_PERFIS.nomeExiste : undefined)}
          maxLength={LIMITES_PERFIL.nomeMax}
          data-autofocus
        />
        {perfil && perfil.nr_usuarios > 0 && (
          <Text size="sm" c="dimmed">
            {perfil.nr_usuarios === 1
              ? 'Um usuário ativo tem este perfil: os códigos dele mudam ao salvar.'
              : `${perfil.nr_usuarios} usuários ativos têm este perfil: os códigos deles mudam ao salvar.`}
          </Text>
        )}
        <div>
          <Text size="sm" fw={500}>
            Códigos de permissão, por área
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            Um código pode valer em mais de uma área: marcado numa, fica marcado em todas.
          </Text>
          {f.erro('codigos') && (
            <Text size="sm" c="red" mb="xs" role="alert">
              {f.erro('codigos')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {AREAS_PERMISSAO.map((a) => (
              <AreaCodigos
                key={a.area}
                rotulo={a.rotulo}
                codigos={a.codigos}
                marcados={a.codigos.filter((c) => marcados.has(c))}
                alternar={alternar}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" mt="xs">
            {codigos.length
              ? `${codigos.length} ${codigos.length === 1 ? 'código' : 'códigos'}: ${codigos.join(', ')}`
              : 'Nenhum código escolhido.'}
          </Text>
        </div>
        <div>
          <Title order={3} size="h5" mb={4}>
            Telas que os códigos abrem
          </Title>
          {telas.length ? (
            <List size="sm" spacing={2}>
              {telas.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              Nenhuma tela.
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            Callcenter aparece só para usuários das unidades do call center; o Help Desk depende da marca do
            usuário, não do perfil.
          </Text>
        </div>
        {perfil && (
          <div>
            <Title order={3} size="h5" mb={4}>
              Histórico administrativo
            </Title>
            <TrilhaAuditoria auditoria={perfil.auditoria} rotulos={ROTULOS_TRILHA_PERFIL} />
          </div>
        )}
      </Stack>
    </ModalFormulario>
  );
}
