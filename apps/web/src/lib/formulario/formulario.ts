import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../api-client';
import { notify } from '../notify';
import { errosDoServidor } from './erros-servidor';

/**
 * The web's form layer (decision 0014): react-hook-form validated by a domain zod schema, one-line
 * bindings for Mantine inputs, one conversion of the values to the API's wire format, a refused
 * save put on the fields it names, and the pending state of the save.
 */

// the schemas' generic messages in Portuguese, as the api answers them
z.config(z.locales.pt());

/** The props a Mantine text input takes from its field. */
export interface PropsTexto {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface Formulario<V extends FieldValues, E> {
  /** react-hook-form's own form, for what the bindings do not cover. */
  form: UseFormReturn<V>;
  /** One-line bindings: `<TextInput label="Nome" {...f.campo.texto('nm_pessoa')} />`. */
  campo: {
    /** TextInput, Textarea, PasswordInput: a text. */
    texto: (nome: Path<V>) => PropsTexto;
    /** Autocomplete and the masked inputs: a text given by `onChange(text)`. */
    valor: (nome: Path<V>) => {
      value: string;
      onChange: (v: string) => void;
      onBlur: () => void;
      error: string | undefined;
    };
    /** NumberInput: a number (null when empty), typed once here. */
    numero: (nome: Path<V>) => {
      value: number | '';
      onChange: (v: number | string) => void;
      onBlur: () => void;
      error: string | undefined;
    };
    /** Select: the option's value ('' when none). */
    selecao: (nome: Path<V>) => {
      value: string | null;
      onChange: (v: string | null) => void;
      onBlur: () => void;
      error: string | undefined;
    };
    /** DateInput (@mantine/dates): the ISO date 'YYYY-MM-DD' ('' when none). */
    data: (nome: Path<V>) => {
      value: string | null;
      onChange: (v: string | null) => void;
      onBlur: () => void;
      error: string | undefined;
    };
    /** Checkbox and Switch over a boolean. */
    marcacao: (nome: Path<V>) => {
      checked: boolean;
      onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    };
    /** Checkbox and Switch over the spec's 'S'/'N' flag. */
    sn: (nome: Path<V>) => {
      checked: boolean;
      onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    };
  };
  /** The field's current value (the form renders again when it changes). */
  valor: <N extends Path<V>>(nome: N) => PathValue<V, N>;
  /** Sets a field as the user would: changed, left, checked again once the form was sent. */
  definir: <N extends Path<V>>(nome: N, valor: PathValue<V, N>) => void;
  /** The message shown under a field: left by the user or the form sent, or put by the server. */
  erro: (nome: string) => string | undefined;
  /** The values in the API's wire format (the one conversion). */
  envio: () => E;
  /**
   * The submit handler: validates with the schema, then calls `salvar` with the wire format. A
   * refused answer (400, or a 409 naming fields) goes onto the fields it names and the rest in
   * `erroGeral`; any other failure is shown as a toast unless the client already showed it.
   */
  aoEnviar: (
    salvar: (envio: E) => Promise<unknown>,
    /** Called instead of the save when the schema refuses the form (the messages by field). */
    aoRecusar?: (mensagens: Record<string, string>) => void,
  ) => (e?: { preventDefault?: () => void }) => Promise<void>;
  /**
   * The part of a refused save that names no field of the form, or the schema's rule of the whole
   * request that refused it (shown in one alert).
   */
  erroGeral: string | null;
  /** The save is on its way (the submit button's `loading`). */
  pendente: boolean;
}

/** The first message of each field of an error tree (dotted paths). */
export function mensagensDosErros(erros: FieldErrors, prefixo = ''): Record<string, string> {
  const r: Record<string, string> = {};
  for (const [k, v] of Object.entries(erros)) {
    if (!v || typeof v !== 'object') continue;
    const caminho = prefixo ? `${prefixo}.${k}` : k;
    const { message } = v as { message?: unknown };
    if (typeof message === 'string' && message) r[caminho] = message;
    else Object.assign(r, mensagensDosErros(v as FieldErrors, caminho));
  }
  return r;
}

/**
 * A form of a domain schema. The values are the fields as typed (numbers as numbers, dates as ISO
 * texts); `paraEnvio` turns them into the schema's input, the API's wire format (identity when the
 * fields already are it). The schema checks the wire format, so the form refuses what the server
 * refuses, with the same messages.
 */
export function useFormulario<V extends FieldValues, S extends z.ZodType>(
  esquema: S,
  valoresIniciais: V,
  paraEnvio: (v: V) => z.input<S> = (v) => v as z.input<S>,
): Formulario<V, z.input<S>> {
  // the latest conversion (it may read state of the form's host, as the editor's cards)
  const conversao = useRef(paraEnvio);
  conversao.current = paraEnvio;
  const resolver = useMemo<Resolver<V>>(() => {
    // the schema's typing is the domain's; the resolver only needs it to be a zod schema
    const base = zodResolver(esquema as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>;
    return async (valores, contexto, opcoes) => {
      const r = await base(conversao.current(valores) as FieldValues, contexto, opcoes as never);
      if (Object.keys(r.errors).length === 0) return { values: valores, errors: {} };
      // a rule of the whole request (no field named): the form's general message
      const { '': geral, ...campos } = r.errors as Record<string, FieldError>;
      const errors = geral ? { ...campos, root: { type: geral.type, message: geral.message } } : campos;
      return { values: {}, errors: errors as FieldErrors<V> };
    };
  }, [esquema]);
  const form = useForm<V>({
    defaultValues: valoresIniciais as DefaultValues<V>,
    resolver,
    mode: 'onTouched',
  });
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const { formState, setValue, getValues, setError, trigger } = form;
  // read during render so react-hook-form renders the form when they change
  const { errors, isSubmitting, isSubmitted, touchedFields } = formState;

  const erro = useCallback(
    (nome: string): string | undefined => {
      const e = get(errors, nome) as { message?: string; type?: string } | undefined;
      if (!e?.message) return undefined;
      return e.type === 'server' || isSubmitted || get(touchedFields, nome) ? e.message : undefined;
    },
    [errors, isSubmitted, touchedFields],
  );

  const definir = useCallback(
    <N extends Path<V>>(nome: N, valor: PathValue<V, N>) => {
      // checked again on each change once left (or once the form was sent), as the user fixes it
      const conferir = isSubmitted || form.getFieldState(nome).isTouched;
      setValue(nome, valor, { shouldDirty: true, shouldValidate: conferir });
    },
    [setValue, isSubmitted, form],
  );
  const tocar = useCallback(
    (nome: Path<V>) => {
      setValue(nome, getValues(nome), { shouldTouch: true });
      void trigger(nome);
    },
    [setValue, getValues, trigger],
  );
  const valor = <N extends Path<V>>(nome: N) => form.watch(nome);

  const campo: Formulario<V, z.input<S>>['campo'] = {
    texto: (nome) => ({
      name: nome,
      value: String(valor(nome) ?? ''),
      onChange: (e) => definir(nome, e.currentTarget.value as PathValue<V, typeof nome>),
      onBlur: () => tocar(nome),
      error: erro(nome),
    }),
    valor: (nome) => ({
      value: String(valor(nome) ?? ''),
      onChange: (v) => definir(nome, v as PathValue<V, typeof nome>),
      onBlur: () => tocar(nome),
      error: erro(nome),
    }),
    numero: (nome) => {
      const v = valor(nome) as unknown;
      return {
        value: typeof v === 'number' ? v : '',
        onChange: (x) => {
          const n = typeof x === 'number' ? x : x.trim() === '' ? null : Number(x.replace(',', '.'));
          definir(nome, (n === null || Number.isNaN(n) ? null : n) as PathValue<V, typeof nome>);
        },
        onBlur: () => tocar(nome),
        error: erro(nome),
      };
    },
    selecao: (nome) => ({
      value: (valor(nome) as string | null) || null,
      onChange: (x) => {
        definir(nome, (x ?? '') as PathValue<V, typeof nome>);
        tocar(nome);
      },
      onBlur: () => tocar(nome),
      error: erro(nome),
    }),
    data: (nome) => ({
      value: (valor(nome) as string | null) || null,
      onChange: (x) => {
        definir(nome, (x ?? '') as PathValue<V, typeof nome>);
        tocar(nome);
      },
      onBlur: () => tocar(nome),
      error: erro(nome),
    }),
    marcacao: (nome) => ({
      checked: Boolean(valor(nome)),
      onChange: (e) => definir(nome, e.currentTarget.checked as PathValue<V, typeof nome>),
    }),
    sn: (nome) => ({
      checked: valor(nome) === 'S',
      onChange: (e) => definir(nome, (e.currentTarget.checked ? 'S' : 'N') as PathValue<V, typeof nome>),
    }),
  };

  const envio = useCallback(() => conversao.current(getValues()), [getValues]);

  const aoEnviar: Formulario<V, z.input<S>>['aoEnviar'] = (salvar, aoRecusar) => async (e) => {
    e?.preventDefault?.();
    setErroGeral(null);
    await form.handleSubmit(
      async (valores) => {
        const wire = conversao.current(valores);
        try {
          await salvar(wire);
        } catch (falha) {
          // a conflict that names fields ('nome: já existe') is shown beside them like a refusal
          if (falha instanceof ApiError && falha.status === 409) {
            const { campos, geral } = errosDoServidor(falha.corpo, caminhos(valores));
            if (Object.keys(campos).length > 0) {
              for (const [nome, mensagem] of Object.entries(campos))
                setError(nome as Path<V>, { type: 'server', message: mensagem });
              setErroGeral(geral);
              return;
            }
          }
          if (falha instanceof ApiError && falha.status === 400) {
            const nomes = caminhos(valores);
            const locais = (() => {
              const r = (esquema as z.ZodType).safeParse(wire);
              if (r.success) return {};
              const m: Record<string, string> = {};
              for (const i of r.error.issues) m[i.path.join('.')] ??= i.message;
              return m;
            })();
            const { campos, geral } = errosDoServidor(falha.corpo, nomes, locais);
            for (const [nome, mensagem] of Object.entries(campos))
              setError(nome as Path<V>, { type: 'server', message: mensagem });
            setErroGeral(geral);
            return;
          }
          if (falha instanceof ApiError && !falha.notificado) notify.erro(falha.mensagem);
          else if (!(falha instanceof ApiError)) throw falha;
        }
      },
      (erros) => aoRecusar?.(mensagensDosErros(erros)),
    )();
  };

  // a refused save's rest, else the schema's rule of the whole request once the form was sent
  const geral = erroGeral ?? (isSubmitted ? (errors.root?.message ?? null) : null);
  return { form, campo, valor, definir, erro, envio, aoEnviar, erroGeral: geral, pendente: isSubmitting };
}

/** Every path of the values, parents included ('empregos', 'empregos.0', 'empregos.0.nm_cargo'). */
function caminhos(valores: unknown, prefixo = ''): string[] {
  if (!valores || typeof valores !== 'object' || valores instanceof Date) return [];
  return Object.entries(valores).flatMap(([k, v]) => {
    const c = prefixo ? `${prefixo}.${k}` : k;
    return [c, ...caminhos(v, c)];
  });
}
