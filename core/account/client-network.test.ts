import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it.each([
    ["an IPv4 address", "203.0.113.7", "203.0.113.7"],
    ["the loopback", "127.0.0.1", "127.0.0.1"],
    ["an IPv4-mapped IPv6 address", "::ffff:203.0.113.7", "203.0.113.7"],
    ["an IPv6 address, by its /64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["another address of the same /64", "2001:0DB8:0001:0002::1", "2001:db8:1:2::/64"],
    ["a compressed IPv6 address", "2001:db8::1", "2001:db8:0:0::/64"],
    ["the IPv6 loopback", "::1", "0:0:0:0::/64"],
    ["an IPv6 address with a zone", "fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("counts %s as %s", (_name, ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it.each([["a name", "localhost"], ["an octet over 255", "256.1.1.1"], ["two '::'", "1::2::3"], ["nine groups", "1:2:3:4:5:6:7:8:9"], ["too few groups", "1:2:3"], ["an empty text", ""]])(
    "refuses %s",
    (_name, ip) => {
      expect(clientNetwork(ip)).toBeNull();
    },
  );
});
