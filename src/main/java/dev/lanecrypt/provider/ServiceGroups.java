package dev.lanecrypt.provider;

import java.util.List;

/** Every algorithm family the provider offers; each issue adds its group here. */
final class ServiceGroups {

    private ServiceGroups() {
    }

    static List<ServiceGroup> all() {
        return List.of(new RsaServices(), new DhServices(), new DesServiceGroup(), new BlowfishServiceGroup());
    }
}
