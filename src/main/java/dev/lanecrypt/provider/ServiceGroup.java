package dev.lanecrypt.provider;

import java.security.Provider;
import java.util.List;

/**
 * A family of algorithms the LaneCrypt provider registers together (RSA, DH, DES/DESede, Blowfish),
 * with the known-answer self-test that must pass before any of them is served.
 */
public interface ServiceGroup {

    /** A short name for log lines ("RSA", "DES"). */
    String name();

    /** Runs the known-answer tests; throws (any exception) when a result is wrong. */
    void selfTest() throws Exception;

    /** The services of this group, built for {@code provider}. */
    List<Provider.Service> services(Provider provider);
}
