/**
 * A local stand-in for the EU Commission's VIES REST interface (`POST /check-vat-number` and
 * `GET /ms/{countryCode}/vat/{vatNumber}`), so the server's client is tested with no network. It
 * answers as VIES does: `{countryCode, vatNumber, requestDate, valid, requestIdentifier, name,
 * address, ...}` for a number it knows or not, a request identifier only when a requester is sent,
 * and VIES's error envelope `{actionSucceed: false, errorWrappers: [{error, message}]}` for
 * malformed input or an outage. Every request is recorded so tests can check what the server sent.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ViesRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** How the stand-in fails: an error code in VIES's envelope (with an HTTP status), or no answer at all. */
export type ViesFailure = { error: string; status?: number; userError?: boolean } | 'hang';

export class ViesStandIn {
  readonly requests: ViesRequest[] = [];
  /** Registered numbers, `DE136695976`, with the trader's name. */
  readonly registered = new Map<string, { name: string; address: string }>();
  failure: ViesFailure | null = null;
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();
  url = '';

  register(vatId: string, name = 'Example GmbH', address = 'Musterstraße 1, 10115 Berlin'): this {
    this.registered.set(vatId, { name, address });
    return this;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error) => this.send(response, 500, envelope('SERVICE_UNAVAILABLE', String(error))));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/taxation_customs/vies/rest-api`;
    return this;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://vies').pathname.replace(/^\/taxation_customs\/vies\/rest-api/, '');
    let body: Record<string, unknown> = {};
    const lookup = /^\/ms\/([A-Z]{2})\/vat\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && path === '/check-vat-number') {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return this.send(response, 400, envelope('INVALID_INPUT'));
      }
    } else if (request.method === 'GET' && lookup) {
      body = { countryCode: lookup[1], vatNumber: decodeURIComponent(lookup[2] ?? '') };
    } else {
      return this.send(response, 404, envelope('NOT_FOUND'));
    }
    this.requests.push({ method: request.method, path, body });

    if (this.failure === 'hang') {
      this.hanging.add(response);
      return;
    }
    if (this.failure) {
      const { error, status = 500, userError = false } = this.failure;
      // Some member-state outages come back as a "no" with the reason in userError and HTTP 200.
      if (userError) return this.send(response, 200, { ...answer(body, false, ''), userError: error });
      return this.send(response, status, envelope(error));
    }
    const countryCode = String(body.countryCode ?? '');
    const vatNumber = String(body.vatNumber ?? '');
    if (!/^[A-Z]{2}$/.test(countryCode) || !/^[0-9A-Z+*]{2,12}$/.test(vatNumber))
      return this.send(response, 400, envelope('INVALID_INPUT'));
    if (body.requesterMemberStateCode !== undefined && !/^[A-Z]{2}$/.test(String(body.requesterMemberStateCode))) {
      return this.send(response, 400, envelope('INVALID_REQUESTER_INFO'));
    }
    const trader = this.registered.get(`${countryCode}${vatNumber}`);
    // VIES gives a consultation number only to a requester who named their own VAT number.
    const identifier = body.requesterNumber ? `WAPI${randomBytes(6).toString('hex').toUpperCase()}` : '';
    return this.send(response, 200, {
      ...answer(body, Boolean(trader), identifier),
      name: trader?.name ?? '---',
      address: trader?.address ?? '---',
    });
  }
}

const envelope = (error: string, message: string | null = null) => ({ actionSucceed: false, errorWrappers: [{ error, message }] });

function answer(body: Record<string, unknown>, valid: boolean, requestIdentifier: string) {
  const now = new Date();
  return {
    countryCode: body.countryCode,
    vatNumber: body.vatNumber,
    // As VIES writes it: the date with the Commission's offset.
    requestDate: `${now.toISOString().slice(0, 10)}+01:00`,
    valid,
    requestIdentifier,
    name: '---',
    address: '---',
    traderName: '---',
    traderStreet: '---',
    traderPostalCode: '---',
    traderCity: '---',
    traderCompanyType: '---',
    traderNameMatch: 'NOT_PROCESSED',
    traderStreetMatch: 'NOT_PROCESSED',
    traderPostalCodeMatch: 'NOT_PROCESSED',
    traderCityMatch: 'NOT_PROCESSED',
    traderCompanyTypeMatch: 'NOT_PROCESSED',
    userError: valid ? 'VALID' : 'INVALID',
  };
}

export const startViesStandIn = () => new ViesStandIn().start();
