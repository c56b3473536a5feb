package dev.lanecrypt.provider;

import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import java.security.Provider;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Builds the JCA services of a {@link CipherFamily}. A {@link ServiceGroup}'s {@code services} returns
 * {@link #cipherAndKeyGenerator} (plus any family-specific service made with {@link #service}).
 */
public final class CipherServices {

    private CipherServices() {
    }

    /** {@code Cipher.<name>} (all modes and paddings) and {@code KeyGenerator.<name>}, aliases included. */
    public static List<Provider.Service> cipherAndKeyGenerator(Provider provider, CipherFamily family) {
        return List.of(
                service(provider, "Cipher", family.name(), family.aliases(),
                        Map.of("SupportedModes", Mode.JCA_SUPPORTED,
                                "SupportedPaddings", Padding.JCA_SUPPORTED,
                                "SupportedKeyFormats", "RAW"),
                        FamilyCipherSpi.class, () -> new FamilyCipherSpi(family)),
                service(provider, "KeyGenerator", family.name(), family.aliases(), Map.of(),
                        FamilyKeyGenerator.class, () -> new FamilyKeyGenerator(family)));
    }

    /** A service whose instances come from {@code factory} (the SPI classes take constructor arguments). */
    public static Provider.Service service(Provider provider, String type, String algorithm, List<String> aliases,
            Map<String, String> attributes, Class<?> spiClass, Supplier<Object> factory) {
        return new Provider.Service(provider, type, algorithm, spiClass.getName(), aliases, attributes) {
            @Override
            public Object newInstance(Object constructorParameter) {
                return factory.get();
            }
        };
    }
}
