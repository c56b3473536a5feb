package dev.lanecrypt.select;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.util.OptionalLong;

/**
 * Numeric HotSpot flags read through the HotSpot diagnostic MXBean ({@code UseAVX},
 * {@code MaxVectorSize}, {@code TieredStopAtLevel}); empty on a JVM that has no such bean or flag.
 */
final class HotSpotFlags {

    private HotSpotFlags() {
    }

    static OptionalLong get(String name) {
        try {
            HotSpotDiagnosticMXBean bean = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            if (bean == null) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(Long.parseLong(bean.getVMOption(name).getValue()));
        } catch (IllegalArgumentException | LinkageError | SecurityException e) {
            return OptionalLong.empty();                  // no such flag on this VM / platform
        }
    }

    static boolean flag(String name) {
        try {
            HotSpotDiagnosticMXBean bean = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            return bean != null && Boolean.parseBoolean(bean.getVMOption(name).getValue());
        } catch (IllegalArgumentException | LinkageError | SecurityException e) {
            return false;
        }
    }
}
