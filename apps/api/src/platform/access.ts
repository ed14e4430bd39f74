/** What a route needs: public, or a session holding any of the codes (empty list = any logged user). */
export type Acesso =
  | { publica: true }
  | {
      permissoes: readonly number[];
      /** Units allowed (e.g. the call-center list); omitted = every unit. */
      unidades?: readonly number[];
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
  }
}
