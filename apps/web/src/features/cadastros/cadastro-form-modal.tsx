import {
  CADASTROS,
  type CadastroLinha,
  CORPOS_CADASTROS,
  chaveNomeCadastro,
  MENSAGENS_CADASTROS as M,
  type RegistroCadastro,
  type TurnoCadastroLinha,
} from '@backoffice/domain/cadastros';
import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import { CONTRATOS_CADASTROS as C } from '@backoffice/domain/contratos/cadastros';
import { Select, Stack, Switch, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';

interface Valores {
  nome: string;
  /** Shifts only: the hiring type's code as the select holds it. */
  cd_tipo_contratacao: string;
  id_ativo: 'S' | 'N';
}

const VAZIO: Valores = { nome: '', cd_tipo_contratacao: '', id_ativo: 'S' };
const TIPOS = CATALOGO_TIPOS_CONTRATACAO.map((t) => ({ value: String(t.cd), label: t.nome }));

export interface CadastroFormModalProps {
  registro: RegistroCadastro;
  opened: boolean;
  onClose: () => void;
  /** The entry being edited; none creates one. */
  linha?: CadastroLinha | TurnoCadastroLinha;
  /** Every entry of the register (the name must differ from the others', without case and accents). */
  linhas: readonly (CadastroLinha | TurnoCadastroLinha)[];
}

const tipoDa = (l: CadastroLinha | TurnoCadastroLinha | undefined) =>
  l && 'cd_tipo_contratacao' in l ? String(l.cd_tipo_contratacao) : '';

/** Novo / Editar: the name, the hiring type (shifts) and whether the pickers offer the entry. */
export function CadastroFormModal({ registro, opened, onClose, linha, linhas }: CadastroFormModalProps) {
  const def = CADASTROS[registro];
  const turnos = registro === 'turnos';
  const criar = useAcao(C[registro].criar, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C[registro].alterar, { silencioso: true, sucesso: (r) => r.message });
  const esquema: z.ZodType = CORPOS_CADASTROS[registro];
  const f = useFormulario(esquema, VAZIO, (v) =>
    turnos
      ? { nome: v.nome, cd_tipo_contratacao: v.cd_tipo_contratacao, id_ativo: v.id_ativo }
      : { nome: v.nome, id_ativo: v.id_ativo },
  );

  const nome = f.valor('nome');
  const tipo = f.valor('cd_tipo_contratacao');
  // shifts: the name is unique within the hiring type
  const repetido =
    nome.trim() !== '' &&
    linhas.some(
      (l) =>
        l.cd !== linha?.cd &&
        (!turnos || tipoDa(l) === tipo) &&
        chaveNomeCadastro(l.nome) === chaveNomeCadastro(nome),
    );
  const mensagemRepetido = turnos ? M.nomeTurnoExiste : M.nomeExiste;

  // a conflict naming its field ('nome: ...') is shown beside it by the form
  const salvar = f.aoEnviar(async (envio) => {
    // the form's values are the body the register's schema checked
    const corpo = envio as z.input<(typeof CORPOS_CADASTROS)['turnos']>;
    if (linha) await alterar.mutateAsync({ params: { cd: linha.cd }, corpo });
    else await criar.mutateAsync({ corpo });
    onClose();
  });

  return (
    <ModalFormulario
      opened={opened}
      onClose={onClose}
      title={linha ? `Editar ${def.item} ${linha.nome}` : `${def.novo} ${def.item}`}
      formulario={f}
      onSalvar={salvar}
      aoAbrir={() =>
        f.form.reset(
          linha ? { nome: linha.nome, cd_tipo_contratacao: tipoDa(linha), id_ativo: linha.id_ativo } : VAZIO,
        )
      }
      salvarDesativado={repetido}
    >
      <Stack gap="sm">
        {turnos && (
          <Select
            label="Tipo de contratação"
            required
            data={TIPOS}
            {...f.campo.selecao('cd_tipo_contratacao')}
            disabled={linha !== undefined && linha.nr_em_uso > 0}
            description={
              linha !== undefined && linha.nr_em_uso > 0
                ? 'Em uso por vagas: o tipo não pode mudar.'
                : undefined
            }
          />
        )}
        <TextInput
          label="Nome"
          required
          {...f.campo.texto('nome')}
          error={f.erro('nome') ?? (repetido ? mensagemRepetido : undefined)}
          maxLength={def.nomeMax}
          description={
            registro === 'areas' && linha !== undefined && linha.nr_em_uso > 0
              ? 'Em uso: o nome só pode mudar em maiúsculas, acentos e espaços.'
              : undefined
          }
          data-autofocus
        />
        <Switch label="Ativo (oferecido nas escolhas)" {...f.campo.sn('id_ativo')} />
      </Stack>
    </ModalFormulario>
  );
}
