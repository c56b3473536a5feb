package dev.lanecrypt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * README's "Using it from Java" is what a user gets (issue 15): its Maven coordinates are the pom's, its
 * Java block compiles against the library and prints what the README says when run as the README says,
 * and the jar's manifest as {@code pom.xml} configures it names the module {@code dev.lanecrypt}, which
 * a module on the module path requires without a warning.
 */
class UsingItFromJavaTest {

    private static final Path BASE = Path.of(System.getProperty("lanecrypt.basedir", "."));

    @TempDir
    Path dir;

    private static String section() throws IOException {
        String readme = Files.readString(BASE.resolve("README.md"));
        int at = readme.indexOf("\n## Using it from Java\n");
        assertTrue(at >= 0, "README has the section");
        int end = readme.indexOf("\n## ", at + 1);
        return readme.substring(at, end < 0 ? readme.length() : end);
    }

    private static String block(String section, String language) {
        Matcher m = Pattern.compile("```" + language + "\n(.*?)```", Pattern.DOTALL).matcher(section);
        assertTrue(m.find(), "a ```" + language + " block");
        return m.group(1);
    }

    private static Document pom() throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(BASE.resolve("pom.xml").toFile());
    }

    private static String child(Element e, String name) {
        NodeList l = e.getElementsByTagName(name);
        return l.item(0).getTextContent().strip();
    }

    @Test
    void theCoordinatesAreThePoms() throws Exception {
        Element project = pom().getDocumentElement();
        String dependency = block(section(), "xml");
        for (String tag : List.of("groupId", "artifactId", "version")) {
            String value = null;
            for (org.w3c.dom.Node n = project.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e && e.getTagName().equals(tag)) {
                    value = e.getTextContent().strip();
                }
            }
            assertTrue(dependency.contains("<" + tag + ">" + value + "</" + tag + ">"), tag + " " + value + " in " + dependency);
        }
    }

    private static List<String> compile(Path out, List<String> options, Path... sources) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            List<String> all = new ArrayList<>(options);
            all.addAll(List.of("-d", out.toString()));
            boolean ok = javac.getTask(null, files, diagnostics, all, null, files.getJavaFileObjects(sources)).call();
            List<String> messages = diagnostics.getDiagnostics().stream().map(d -> d.getKind() + ": " + d.getMessage(null)).toList();
            assertTrue(ok, messages.toString());
            return messages;
        }
    }

    @Test
    void theExampleCompilesAndPrintsWhatTheReadmeSays() throws Exception {
        Path src = Files.createDirectories(dir.resolve("src")).resolve("Example.java");
        Files.writeString(src, block(section(), "java"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path library = Path.of(dev.lanecrypt.math.MpInt.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertEquals(List.of(), compile(classes, List.of("-cp", library.toString(), "-Xlint:all"), src));

        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector", "-cp",
                library + java.io.File.pathSeparator + classes, "Example");
        pb.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the example ends");
        assertEquals(0, p.exitValue(), Files.readString(err));

        Cipher sun = Cipher.getInstance("Blowfish/CBC/PKCS5Padding", "SunJCE");
        sun.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(HexFormat.of().parseHex("00112233445566778899aabbccddeeff"),
                "Blowfish"), new IvParameterSpec(new byte[8]));
        String sealed = HexFormat.of().formatHex(sun.doFinal("attack at dawn".getBytes(StandardCharsets.US_ASCII)));
        assertEquals("LaneCrypt " + sealed + "\ntrue 1\n", Files.readString(out));
        assertEquals(List.of(), Files.readAllLines(err).stream()
                .filter(l -> !l.equals("WARNING: Using incubator modules: jdk.incubator.vector")).toList(),
                "nothing logged");
        assertTrue(section().contains("prints `LaneCrypt ` and the ciphertext (SunJCE's bytes), then `true 1`"));
    }

    /** A jar of this build's classes with the manifest entries {@code pom.xml} gives maven-jar-plugin. */
    private Path jarAsThePomMakesIt() throws Exception {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        Element entries = (Element) pom().getElementsByTagName("manifestEntries").item(0);
        for (org.w3c.dom.Node n = entries.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                m.getMainAttributes().putValue(e.getTagName(), e.getTextContent().strip());
            }
        }
        Path classes = Path.of(dev.lanecrypt.math.MpInt.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path jar = dir.resolve("lanecrypt-0.jar");           // a file name that would give another module name
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(os, m);
                Stream<Path> all = Files.walk(classes)) {
            for (Path f : all.filter(Files::isRegularFile).toList()) {
                j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, j);
                j.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void theJarIsTheModuleDevLanecrypt() throws Exception {
        Path jar = jarAsThePomMakesIt();
        List<ModuleReference> found = List.copyOf(ModuleFinder.of(jar).findAll());
        assertEquals(1, found.size());
        ModuleDescriptor d = found.get(0).descriptor();
        assertEquals("dev.lanecrypt", d.name());
        assertTrue(d.isAutomatic());
        assertTrue(d.packages().contains("dev.lanecrypt.provider") && d.packages().contains("dev.lanecrypt.math"), d.packages().toString());

        Path src = Files.createDirectories(dir.resolve("app").resolve("app"));
        Files.writeString(src.getParent().resolve("module-info.java"), "module app {\n    requires dev.lanecrypt;\n}\n");
        Files.writeString(src.resolve("App.java"), """
                package app;

                public class App {
                    public static void main(String[] args) {
                        System.out.println(dev.lanecrypt.math.MpInt.TEN.pow(30));
                    }
                }
                """);
        Path out = Files.createDirectories(dir.resolve("mods"));
        assertEquals(List.of(), compile(out, List.of("--module-path", jar.toString()),
                src.getParent().resolve("module-info.java"), src.resolve("App.java")), "no warning");
        assertEquals("dev.lanecrypt", ModuleFinder.of(jar).findAll().iterator().next().descriptor().name());
    }
}
