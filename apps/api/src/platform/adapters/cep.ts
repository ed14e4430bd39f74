import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Executor, linhas } from '../../db/client';

/** An address found by its postal code (CEP). */
export interface EnderecoCep {
  cep: string;
  logradouro: string | null;
  bairro: string | null;
  cidade: string;
  uf: string;
  /** IBGE code of the municipality, when known. */
  ibge: number | null;
}

/** The lookup behind `endereco/buscar-cep`: null when the CEP does not exist; throws when it cannot ask. */
export interface CepAdapter {
  readonly nome: 'local' | 'http';
  buscar(cep: string): Promise<EnderecoCep | null>;
  /** Streets of a city whose name holds `nome` (the 'Buscar CEP' modal). */
  pesquisar(uf: string, cidade: string, nome: string): Promise<EnderecoCep[]>;
}

export class ErroCep extends Error {}

export interface OpcoesCepHttp {
  /** Base URL of a ViaCEP-protocol service (VIACEP_URL). */
  viacep: string;
  /** Base URL of BrasilAPI (BRASILAPI_URL), asked when ViaCEP fails; none = no fallback. */
  brasilapi?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

interface ViaCep {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
  erro?: boolean | string;
}

function deViaCep(r: ViaCep): EnderecoCep | null {
  if (!r || r.erro || !r.localidade || !r.uf) return null;
  return {
    cep: String(r.cep ?? '').replace(/\D/g, ''),
    logradouro: texto(r.logradouro),
    bairro: texto(r.bairro),
    cidade: r.localidade,
    uf: r.uf.toUpperCase(),
    ibge: r.ibge && /^\d{7}$/.test(r.ibge) ? Number(r.ibge) : null,
  };
}

/**
 * ViaCEP's protocol: GET {base}/ws/{cep}/json/ answers the address or { erro: true }; GET
 * {base}/ws/{UF}/{cidade}/{rua}/json/ the streets. When ViaCEP fails (network, 5xx, timeout) the
 * CEP is asked to BrasilAPI (GET {base}/api/cep/v1/{cep}: 404 not found).
 */
export class CepHttp implements CepAdapter {
  readonly nome = 'http' as const;
  private readonly f: typeof fetch;
  constructor(private readonly o: OpcoesCepHttp) {
    this.f = o.fetch ?? fetch;
  }

  private async pedir(url: string): Promise<Response> {
    return this.f(url, {
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 5000),
      headers: { accept: 'application/json' },
    });
  }

  async buscar(cep: string): Promise<EnderecoCep | null> {
    try {
      const res = await this.pedir(`${this.o.viacep.replace(/\/$/, '')}/ws/${cep}/json/`);
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new ErroCep(`ViaCEP ${res.status}`);
      return deViaCep((await res.json()) as ViaCep);
    } catch (e) {
      if (!this.o.brasilapi) throw e instanceof ErroCep ? e : new ErroCep(String(e));
      return this.brasilApi(cep);
    }
  }

  private async brasilApi(cep: string): Promise<EnderecoCep | null> {
    let res: Response;
    try {
      res = await this.pedir(`${(this.o.brasilapi as string).replace(/\/$/, '')}/api/cep/v1/${cep}`);
    } catch (e) {
      throw new ErroCep(String(e));
    }
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new ErroCep(`BrasilAPI ${res.status}`);
    const r = (await res.json()) as Record<string, unknown>;
    if (!r.city || !r.state) return null;
    return {
      cep: String(r.cep ?? cep).replace(/\D/g, ''),
      logradouro: texto(r.street),
      bairro: texto(r.neighborhood),
      cidade: String(r.city),
      uf: String(r.state).toUpperCase(),
      ibge: null,
    };
  }

  async pesquisar(uf: string, cidade: string, nome: string): Promise<EnderecoCep[]> {
    const url = `${this.o.viacep.replace(/\/$/, '')}/ws/${encodeURIComponent(uf)}/${encodeURIComponent(cidade)}/${encodeURIComponent(nome)}/json/`;
    let res: Response;
    try {
      res = await this.pedir(url);
    } catch (e) {
      throw new ErroCep(String(e));
    }
    if (res.status === 400) return [];
    if (!res.ok) throw new ErroCep(`ViaCEP ${res.status}`);
    const lista = (await res.json()) as ViaCep[];
    return Array.isArray(lista) ? lista.map(deViaCep).filter((x): x is EnderecoCep => x !== null) : [];
  }
}

/**
 * Answers from the data the project ships: the municipalities (IBGE code and state) and the
 * streets of the stored candidates (the demo's addresses), found by their CEP.
 */
export class CepLocal implements CepAdapter {
  readonly nome = 'local' as const;
  constructor(private readonly db: Executor) {}

  async buscar(cep: string): Promise<EnderecoCep | null> {
    const [r] = linhas<Record<string, unknown>>(
      await this.db.execute(sql`
        SELECT c.cd_cep, c.nm_cep, c.nm_bairro, ci.nm_cidade, ci.cd_uf, ci.cd_cidade
          FROM candidato c
          JOIN cidade ci ON ci.cd_uf = c.cd_uf AND ci.nm_cidade = c.nm_cidade
         WHERE c.cd_cep = ${cep}
         LIMIT 1`),
    );
    if (!r) return null;
    return {
      cep,
      logradouro: texto(r.nm_cep),
      bairro: texto(r.nm_bairro),
      cidade: String(r.nm_cidade),
      uf: String(r.cd_uf),
      ibge: Number(r.cd_cidade),
    };
  }

  async pesquisar(uf: string, cidade: string, nome: string): Promise<EnderecoCep[]> {
    const r = linhas<Record<string, unknown>>(
      await this.db.execute(sql`
        SELECT DISTINCT ON (c.cd_cep) c.cd_cep, c.nm_cep, c.nm_bairro, c.nm_cidade, c.cd_uf
          FROM candidato c
         WHERE c.cd_uf = ${uf} AND c.nm_cidade = ${cidade} AND c.cd_cep IS NOT NULL AND c.nm_cep IS NOT NULL
           AND f_unaccent(lower(c.nm_cep)) LIKE '%' || f_unaccent(lower(${nome})) || '%'
         ORDER BY c.cd_cep
         LIMIT 500`),
    );
    return r.map((x) => ({
      cep: String(x.cd_cep),
      logradouro: texto(x.nm_cep),
      bairro: texto(x.nm_bairro),
      cidade: String(x.nm_cidade),
      uf: String(x.cd_uf),
      ibge: null,
    }));
  }
}

/** The CEP lookup the configuration chooses (the editor's and the portal's). */
export function criarCep(deps: {
  config: Pick<Config, 'CEP_ADAPTER' | 'VIACEP_URL' | 'BRASILAPI_URL' | 'CEP_TIMEOUT_MS'>;
  db: Executor;
}): CepAdapter {
  const c = deps.config;
  if (c.CEP_ADAPTER === 'http')
    return new CepHttp({ viacep: c.VIACEP_URL, brasilapi: c.BRASILAPI_URL, timeoutMs: c.CEP_TIMEOUT_MS });
  return new CepLocal(deps.db);
}
