package dev.lanecrypt.provider;

import dev.lanecrypt.select.Selector;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The LaneCrypt JCA provider (name {@code "LaneCrypt"}). Install it with
 * {@code Security.addProvider(new LaneCryptProvider())}, {@code Security.insertProviderAt(..., 1)} or a
 * {@code security.provider.N=dev.lanecrypt.provider.LaneCryptProvider} line in {@code java.security}.
 *
 * <p>At construction every {@link ServiceGroup} runs its known-answer self-test; a group that fails is
 * not registered (the JCA then falls through to the next provider) and the reason is logged. The
 * self-tests start no kernel calibration ({@link Selector#deferringCalibration}): an algorithm's
 * calibration starts when a program first uses it.
 */
public final class LaneCryptProvider extends Provider {

    private static final long serialVersionUID = 1L;

    public static final String NAME = "LaneCrypt";

    private static final System.Logger LOG = System.getLogger(LaneCryptProvider.class.getName());

    private final transient List<String> refused = new ArrayList<>();

    public LaneCryptProvider() {
        super(NAME, Version.get(),
                "lanecrypt: RSA, DH, DES, DESede and Blowfish on 28-bit-digit and Vector API kernels");
        for (ServiceGroup group : ServiceGroups.all()) {
            try {
                Selector.deferringCalibration(() -> {
                    group.selfTest();
                    return null;
                });
            } catch (Exception | AssertionError e) {
                String why = group.name() + " self-test failed, not registered: " + e;
                refused.add(why);
                LOG.log(System.Logger.Level.WARNING, why);
                continue;
            }
            for (Provider.Service s : group.services(this)) {
                putService(s);
            }
        }
    }

    /** One line per group whose self-test failed at construction (empty when all passed). */
    public List<String> refusedGroups() {
        return Collections.unmodifiableList(refused);
    }
}
