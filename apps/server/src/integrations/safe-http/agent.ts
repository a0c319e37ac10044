import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { refusalReason } from './address-policy';
import { OutboundError, unavailableHost } from './errors';

const CONNECT_TIMEOUT_MS = 10_000;

function refusedLiteral(address: string, reason: string): OutboundError {
  return new OutboundError('address_refused', `${address} is ${reason} and cannot be fetched`);
}

/**
 * A refused name says nothing of what it resolved to, nor even that it resolved: it answers as a name that does not
 * exist (see unavailableHost). A literal address, typed by the user, may be named.
 */
const refusedName = (hostname: string): OutboundError => unavailableHost(hostname);

/**
 * DNS lookup that refuses the whole name when ANY of its answers is private: the socket is only ever opened to an
 * address that was checked, in the same step, so a name cannot be re-pointed between the check and the connect.
 */
function guardedLookup(reasonFor: (address: string) => string | null): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) {
        callback(err, '', 0);
        return;
      }
      for (const { address } of addresses) {
        if (reasonFor(address)) {
          callback(refusedName(hostname), '', 0);
          return;
        }
      }
      const first = addresses[0];
      if (!first) {
        callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/**
 * An undici dispatcher whose every new connection is checked at connect time: IP literals before dialling (Node
 * skips the lookup for them), names in the lookup above, and the socket's actual peer address once connected.
 */
export function createGuardedAgent(permittedAddresses: readonly string[] = []): Agent {
  const permitted = new Set(permittedAddresses);
  const reasonFor = (address: string) => (permitted.has(address) ? null : refusalReason(address));
  const connect = buildConnector({ lookup: guardedLookup(reasonFor), timeout: CONNECT_TIMEOUT_MS });
  return new Agent({
    keepAliveTimeout: 4_000,
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        const reason = reasonFor(host);
        if (reason) {
          callback(refusedLiteral(host, reason), null);
          return;
        }
      }
      connect(options, (err, socket) => {
        if (err || !socket) {
          callback(err ?? new Error('connection failed'), null);
          return;
        }
        const peer = socket.remoteAddress;
        const reason = peer ? reasonFor(peer) : 'an unknown address';
        if (reason) {
          socket.destroy();
          callback(refusedName(host), null);
          return;
        }
        callback(null, socket);
      });
    },
  });
}

/** For OUTBOUND_ALLOW_PRIVATE (tests and local demos): no address checks at all. */
export function createOpenAgent(): Agent {
  return new Agent({ keepAliveTimeout: 4_000, connect: { timeout: CONNECT_TIMEOUT_MS } });
}
