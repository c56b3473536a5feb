package dev.lanecrypt.cli;

import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Blocks;
import dev.lanecrypt.cipher.Padding;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.InvalidKeyException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * {@code lanecrypt enc}: OpenSSL's {@code enc}, byte-identical to {@code openssl enc -provider legacy
 * -provider default} (OpenSSL 3) with the same arguments, for raw keys ({@code -K}, {@code -iv}) and
 * passwords ({@code -pass}, {@code -k}, {@code -kfile}; EVP_BytesToKey, or PBKDF2 with {@code -pbkdf2} /
 * {@code -iter}; {@code -md}, {@code -S}, {@code -salt}/{@code -nosalt}, the {@code Salted__} header,
 * {@code -p}/{@code -P}), base64 ({@code -a}, {@code -A}), {@code -v}, {@code -list}, {@code -bufsize},
 * cipher names in any case, and OpenSSL's warnings in its words. Ciphers come from {@link EncCiphers}.
 *
 * <p>Where lanecrypt differs, on purpose: a DES or 3DES {@code -K} and every {@code -iv} must have the
 * cipher's length (OpenSSL pads or cuts them); a Blowfish {@code -K} is padded or cut to 16 bytes as
 * OpenSSL does, and {@code --bf-key} takes a key of 1..56 bytes at its length. {@code -out} is written to
 * a temporary file renamed on success ({@link OutputFile}), so a failure leaves nothing (OpenSSL leaves
 * what it wrote); {@code -P} does not touch {@code -out} (OpenSSL empties it). {@code -p} prints no salt
 * line when no password is used (OpenSSL prints stack garbage there). A {@code -kfile} of one character
 * is a password (OpenSSL calls it zero length). {@code -bufsize 0} is refused (OpenSSL then reads nothing).
 */
final class EncCommand implements Command {

    static final byte[] MAGIC = "Salted__".getBytes(StandardCharsets.US_ASCII);

    /** OpenSSL's default -bufsize. */
    static final int BUFSIZE = 8192;

    /** OpenSSL's PBKDF2 iteration count when only -pbkdf2 is given. */
    static final int DEFAULT_ITER = 10000;

    private static final String SEE_HELP = "see 'lanecrypt enc --help'";

    @Override
    public String name() {
        return "enc";
    }

    @Override
    public String summary() {
        return "openssl enc: -e|-d -<cipher> (-K hex [-iv hex] | -pass ...) [-pbkdf2] [-a] [-in f] [-out f]";
    }

    static String help() {
        return """
                usage: lanecrypt enc -<cipher> [options]
                openssl enc's options, with the bytes of openssl 3 (legacy provider) where the two overlap:
                  -e, -d               encrypt (the default), decrypt
                  -in FILE, -out FILE  input and output (standard input and output without them); -out is
                                       written whole or not at all
                  -K HEX               raw key: DES 16, 2-key 3DES 32, 3DES 48 hex digits; Blowfish padded
                                       with zeros or cut to 16 bytes, as openssl does (with its warning)
                  --bf-key HEX         Blowfish only, lanecrypt's own: a raw key of 1..56 bytes used at
                                       its own length (openssl's enc has no way to give one)
                  -iv HEX              IV, 16 hex digits, for every mode but ECB (a password derives it)
                  -pass SOURCE         password from pass:PASSWORD, env:VAR, file:PATH, fd:N or stdin
                                       (the first line; with stdin the rest is the input)
                  -k PASSWORD          password
                  -kfile FILE          password: the first line of FILE
                  -pbkdf2              PBKDF2 for the password (without: EVP_BytesToKey, which warns)
                  -iter N              PBKDF2 with N iterations (-pbkdf2 alone: 10000)
                  -md DIGEST           digest of the derivation, default sha256: %s
                  -S HEX               salt, 16 hex digits (else a random one, written as Salted__ + salt)
                  -salt, -nosalt       use a salt (the default), or none
                  -p, -P               print salt, key and iv; -P prints them and stops
                  -a, -base64          base64: the output when encrypting, the input when decrypting
                  -A                   with -a: on one line
                  -nopad               no PKCS#5 padding (ECB, CBC)
                  -v                   the buffer size and byte counts on standard error
                  -bufsize N[k]        openssl's read size, shown by -v (lanecrypt reads 1 MiB at a time)
                  -list, -ciphers      the ciphers
                  -h, -help, --help    this help
                ciphers (any case): %s""".formatted(EncKdf.digestNames(),
                String.join(" ", EncCiphers.all().stream().map(EncCiphers.EncCipher::name).toList()));
    }

    /** The command line, parsed; nothing is opened or read yet. */
    private static final class Args {
        boolean encrypt = true;
        boolean nopad;
        EncCiphers.EncCipher cipher;
        String keyHex;
        String bfKeyHex;
        String ivHex;
        String saltHex;
        boolean nosalt;
        String pass;
        /** Where in argv the -pass and -k values are (their bytes: {@link CommandLineBytes}). */
        int passAt = -1;
        String k;
        int kAt = -1;
        Path kfile;
        boolean pbkdf2;
        int iter;
        EncKdf.Digest md = EncKdf.DEFAULT;
        int print;                 // 0, 1 (-p), 2 (-P)
        boolean base64;
        boolean oneLine;
        boolean verbose;
        int bufsize = BUFSIZE;
        Path in;
        Path out;
    }

    @Override
    public int run(List<String> argv, CommandIo io) throws UsageException, CommandFailure {
        Args a = new Args();
        for (int i = 0; i < argv.size(); i++) {
            String o = argv.get(i);
            switch (o) {
                case "-e" -> a.encrypt = true;
                case "-d" -> a.encrypt = false;
                case "-nopad" -> a.nopad = true;
                case "-K" -> a.keyHex = value(argv, ++i, o);
                case "--bf-key" -> a.bfKeyHex = value(argv, ++i, o);
                case "-iv" -> a.ivHex = value(argv, ++i, o);
                case "-S" -> a.saltHex = value(argv, ++i, o);
                case "-salt" -> a.nosalt = false;
                case "-nosalt" -> a.nosalt = true;
                case "-pass" -> {
                    a.pass = value(argv, ++i, o);
                    a.passAt = i;
                }
                case "-k" -> {                             // -k and -kfile: the last one given, as in openssl
                    a.k = value(argv, ++i, o);
                    a.kAt = i;
                    a.kfile = null;
                }
                case "-kfile" -> {
                    a.kfile = path(value(argv, ++i, o), o);
                    a.k = null;
                }
                case "-pbkdf2" -> {
                    a.pbkdf2 = true;
                    if (a.iter == 0) {
                        a.iter = DEFAULT_ITER;             // a chosen -iter stays
                    }
                }
                case "-iter" -> {
                    a.iter = iter(value(argv, ++i, o));
                    a.pbkdf2 = true;
                }
                case "-md" -> {
                    String name = value(argv, ++i, o);
                    a.md = EncKdf.digest(name).orElseThrow(() -> new UsageException("-md '" + shown(name)
                            + "' is not a digest lanecrypt knows: " + EncKdf.digestNames()));
                }
                case "-p" -> a.print = 1;
                case "-P" -> a.print = 2;
                case "-a", "-base64" -> a.base64 = true;
                case "-A" -> a.oneLine = true;
                case "-v" -> a.verbose = true;
                case "-bufsize" -> a.bufsize = bufsize(value(argv, ++i, o));
                case "-in" -> a.in = standardOrPath(value(argv, ++i, o), o);      // "-": standard input, as openssl
                case "-out" -> a.out = standardOrPath(value(argv, ++i, o), o);    // "-": standard output
                case "-list", "-ciphers" -> {
                    io.out().print(EncCiphers.list());
                    return 0;
                }
                case "-h", "--help", "-help" -> {
                    io.out().println(help());
                    return 0;
                }
                default -> {
                    if (!o.startsWith("-") || o.length() < 2) {
                        throw new UsageException("enc: unexpected argument '" + shown(o) + "'; " + SEE_HELP);
                    }
                    a.cipher = EncCiphers.find(o.substring(1)).orElseThrow(() -> new UsageException(
                            "enc: unknown option '" + shown(o) + "' (nor a cipher 'lanecrypt enc -list' names); " + SEE_HELP));
                }
            }
        }
        if (a.cipher == null) {
            throw new UsageException("enc needs a cipher, e.g. -des-ede3-cbc or -bf-cbc ('lanecrypt enc -list'); " + SEE_HELP);
        }
        return encrypt(a, io);
    }

    private static int encrypt(Args a, CommandIo io) throws UsageException, CommandFailure {
        EncCiphers.EncCipher cipher = a.cipher;
        PrintStream err = io.err();
        // what can be checked without reading anything
        if (a.bfKeyHex != null && !cipher.blowfish()) {
            throw new UsageException("--bf-key is for the Blowfish ciphers; " + cipher.name() + " takes -K");
        }
        if (a.bfKeyHex != null && a.keyHex != null) {
            throw new UsageException("-K and --bf-key exclude each other");
        }
        byte[] strictKey = null;
        if (a.bfKeyHex != null) {
            strictKey = hex(a.bfKeyHex, "--bf-key");
            if (strictKey.length < cipher.minKeyBytes() || strictKey.length > cipher.maxKeyBytes()) {
                throw new UsageException("--bf-key needs " + cipher.keyRule() + " for " + cipher.name());
            }
        } else if (a.keyHex != null && !cipher.blowfish()) {
            strictKey = hex(a.keyHex, "-K");
            if (strictKey.length != cipher.keyBytes()) {
                throw new UsageException("-K needs " + cipher.keyRule() + " for " + cipher.name());
            }
        }
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        if (a.keyHex != null && cipher.blowfish()) {
            opensslHex(a.keyHex, 16, "-K", quiet);              // a non-hex digit is an error before any I/O
        }
        if (a.saltHex != null) {
            opensslHex(a.saltHex, 8, "-S", quiet);
        }
        Long givenIv = null;
        if (a.ivHex != null && cipher.ivBytes() > 0) {
            byte[] iv = hex(a.ivHex, "-iv");
            if (iv.length != 8) {
                throw new UsageException("-iv needs 16 hex digits for " + cipher.name());
            }
            givenIv = Blocks.word(iv, 0);
        }
        boolean usesPassword = a.k != null || a.kfile != null || a.pass != null;
        if (!usesPassword && a.keyHex == null && a.bfKeyHex == null) {
            throw new UsageException("enc needs -K hex, or a password: -pass pass:...|env:...|file:...|fd:...|stdin, "
                    + "-k or -kfile (it does not prompt); " + SEE_HELP);
        }
        if (!usesPassword && cipher.ivBytes() > 0 && a.ivHex == null) {
            throw new UsageException("-iv needs 16 hex digits for " + cipher.name() + " (iv undefined)");
        }
        int bufsize = a.base64 && a.bufsize < 80 ? 80 : a.bufsize;   // a base64 line must fit, as in openssl
        if (a.verbose) {
            err.println("bufsize=" + bufsize);
        }
        final Long ivGiven = givenIv;
        final byte[] rawKey = strictKey;
        Setup setup = (source, sink) -> {
            byte[] password = password(a, io);
            byte[] salt = null;
            byte[] key = new byte[cipher.keyBytes()];
            byte[] derivedIv = new byte[cipher.ivBytes()];
            if (password != null) {
                if (!a.nosalt) {
                    if (a.saltHex != null) {
                        salt = opensslHex(a.saltHex, 8, "-S", err);
                    } else if (a.encrypt) {
                        salt = new byte[8];
                        new SecureRandom().nextBytes(salt);
                        if (a.print != 2) {
                            sink.write(MAGIC);
                            sink.write(salt);
                        }
                    } else {
                        salt = readSalt(source);
                    }
                }
                byte[] keyIv;
                int length = cipher.keyBytes() + cipher.ivBytes();
                if (a.pbkdf2) {
                    keyIv = EncKdf.pbkdf2(a.md, password, salt, a.iter, length);
                } else {
                    err.println("*** WARNING : deprecated key derivation used.");
                    err.println("Using -iter or -pbkdf2 would be better.");
                    keyIv = EncKdf.bytesToKey(a.md, password, salt, length);
                }
                Arrays.fill(password, (byte) 0);
                key = Arrays.copyOf(keyIv, cipher.keyBytes());
                derivedIv = Arrays.copyOfRange(keyIv, cipher.keyBytes(), length);
                Arrays.fill(keyIv, (byte) 0);
            }
            if (a.ivHex != null && cipher.ivBytes() == 0) {
                err.println("warning: iv not used by this cipher");
            }
            long iv = ivGiven != null ? ivGiven : cipher.ivBytes() > 0 ? Blocks.word(derivedIv, 0) : 0;
            byte[] ivBytes = ivGiven != null ? HexFormat.of().parseHex(a.ivHex) : derivedIv;
            if (rawKey != null) {
                key = rawKey.clone();
            } else if (a.keyHex != null) {
                key = opensslHex(a.keyHex, 16, "-K", err);     // Blowfish: padded or cut, as openssl
            }
            if (a.print > 0) {
                StringBuilder sb = new StringBuilder();
                if (salt != null) {
                    sb.append("salt=").append(upperHex(salt)).append('\n');
                }
                sb.append("key=").append(upperHex(key)).append('\n');
                if (cipher.ivBytes() > 0) {
                    sb.append("iv =").append(upperHex(ivBytes)).append('\n');
                }
                io.out().print(sb);
                io.out().flush();
                if (a.print == 2) {
                    return null;
                }
            }
            Padding padding = cipher.padded() && !a.nopad ? Padding.PKCS5 : Padding.NONE;
            try {
                return new BlockModeCipher(cipher.family().engine(key), cipher.mode(), padding, a.encrypt, iv);
            } catch (InvalidKeyException e) {
                throw new UsageException("-K needs " + cipher.keyRule() + " for " + cipher.name());
            } finally {
                Arrays.fill(key, (byte) 0);
            }
        };
        boolean emptyIsBad = !a.encrypt && cipher.padded() && !a.nopad;
        long[] counts = run(setup, io, a.in, a.print == 2 ? null : a.out, a.print != 2, emptyIsBad, a.encrypt,
                a.base64 && !a.encrypt, a.base64 && a.encrypt, a.oneLine);
        if (a.verbose && counts != null) {
            err.println(String.format(Locale.ROOT, "bytes read   : %8d", counts[0]));
            err.println(String.format(Locale.ROOT, "bytes written: %8d", counts[1]));
        }
        return 0;
    }

    private static byte[] password(Args a, CommandIo io) throws UsageException, CommandFailure {
        if (a.k != null) {
            return EncPassword.ofArgument(a.k, CommandLineBytes.argument(a.kAt));   // -k and -kfile before -pass
        }
        if (a.kfile != null) {
            return EncPassword.ofKfile(a.kfile);
        }
        if (a.pass != null) {
            return EncPassword.ofPass(a.pass, CommandLineBytes.argument(a.passAt), io.in());
        }
        return null;
    }

    /** Reads {@code Salted__} and the salt from the input being decrypted; openssl's messages. */
    private static byte[] readSalt(CipherPump.Source source) throws IOException, CommandFailure {
        byte[] magic = source.stream().readNBytes(8);
        if (magic.length != 8) {
            throw new CommandFailure("error reading input file (no Salted__ header: the input has "
                    + magic.length + " bytes)");
        }
        if (!Arrays.equals(magic, MAGIC)) {
            throw new CommandFailure("bad magic number (the input does not start with Salted__: encrypted with"
                    + " -nosalt, or with -S, which writes no header? then decrypt with the same)");
        }
        byte[] salt = source.stream().readNBytes(8);
        if (salt.length != 8) {
            throw new CommandFailure("error reading input file (the Salted__ header ends before its 8-byte salt)");
        }
        return salt;
    }

    private static String upperHex(byte[] b) {
        return HexFormat.of().withUpperCase().formatHex(b);
    }

    /**
     * What starts a stream once the input and output are open: reads or writes the header, derives the
     * key, prints; returns the cipher, or null when there is nothing to stream ({@code -P}).
     */
    @FunctionalInterface
    interface Setup {
        BlockModeCipher start(CipherPump.Source in, OutputStream out) throws IOException, CommandFailure, UsageException;
    }

    /**
     * Runs the stream with a fixed cipher; shared with {@code des}. A padded decryption of no input at
     * all is a bad decrypt, as in OpenSSL (SunJCE returns nothing there).
     */
    static void run(BlockModeCipher c, CommandIo io, Path in, Path out, boolean emptyIsBad, boolean encrypt)
            throws CommandFailure {
        try {
            run((source, sink) -> c, io, in, out, true, emptyIsBad, encrypt, false, false, false);
        } catch (UsageException e) {
            throw new IllegalStateException(e);              // a fixed cipher has nothing to check
        }
    }

    /**
     * Opens the input, then the output, lets {@code setup} start, streams the rest, and commits the output.
     * The input is opened first, so an input that cannot be read never touches {@code out}; every failure
     * is one {@link CommandFailure} line (a failed write is a {@link WriteFailure}), and {@link OutputFile}
     * leaves no partial file. {@code decodeIn}/{@code encodeOut}: base64 on the input or the output
     * ({@code oneLine}: {@code -A}). Returns the bytes read from the input and written to the output
     * (OpenSSL's {@code -v} counts), or null when {@code setup} stopped it.
     */
    static long[] run(Setup setup, CommandIo io, Path in, Path out, boolean stream, boolean emptyIsBad, boolean encrypt,
            boolean decodeIn, boolean encodeOut, boolean oneLine) throws CommandFailure, UsageException {
        CipherPump.Source source;
        try {
            source = in == null ? CipherPump.Source.of(io.in()) : CipherPump.Source.open(in);
        } catch (IOException e) {
            throw new CommandFailure("cannot read " + in + ": " + CommandFailure.reason(e));
        }
        CipherPump.Source input = decodeIn ? source.through(Base64Streams::decoder) : source;
        try (source; OutputFile file = stream ? open(out) : null) {
            OutputStream target = file == null ? io.out()
                    : new BufferedOutputStream(WriteFailure.guard(file.stream(), out.toString()), 1 << 16);
            long[] written = new long[1];
            OutputStream counted = new java.io.FilterOutputStream(target) {
                @Override
                public void write(int b) throws IOException {
                    out.write(b);
                    written[0]++;
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                    written[0] += len;
                }

                @Override
                public void close() throws IOException {
                    out.flush();                              // standard output, or the file commit() closes
                }
            };
            OutputStream sink = encodeOut ? Base64Streams.encoder(counted, oneLine) : counted;
            long read;
            try {
                BlockModeCipher c = setup.start(input, sink);
                if (c == null) {
                    return null;
                }
                read = CipherPump.run(c, input, sink);
            } catch (IOException e) {
                throw new CommandFailure("error reading " + source.name + ": " + CommandFailure.reason(e));
            }
            if (emptyIsBad && read == 0) {
                throw new BadPaddingException("no input");
            }
            sink.close();                                    // the base64 encoder's end; flushes
            target.flush();
            if (file != null) {
                try {
                    file.commit();
                } catch (IOException e) {
                    throw new CommandFailure("cannot write " + out + ": " + CommandFailure.reason(e));
                }
            }
            return new long[] {source.bytesRead(), written[0]};
        } catch (BadPaddingException e) {
            throw new CommandFailure(encrypt ? "bad encrypt" : "bad decrypt");
        } catch (IllegalBlockSizeException e) {
            throw new CommandFailure(encrypt ? "bad encrypt: data not multiple of block length (-nopad)" : "bad decrypt");
        } catch (IOException e) {
            // closing the input, or removing the temporary output after a failure
            throw new CommandFailure("I/O error: " + CommandFailure.reason(e));
        }
    }

    private static OutputFile open(Path out) throws CommandFailure {
        try {
            return out == null ? null : OutputFile.open(out);
        } catch (IOException e) {
            throw new CommandFailure("cannot write " + out + ": " + CommandFailure.reason(e));
        }
    }

    private static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size()) {
            throw new UsageException(option + " needs a value; " + SEE_HELP);
        }
        return args.get(i);
    }

    /** {@code -in} / {@code -out}: "-" is standard input or output (null here), as openssl reads it. */
    private static Path standardOrPath(String s, String option) throws UsageException {
        return s.equals("-") ? null : path(s, option);
    }

    private static Path path(String s, String option) throws UsageException {
        try {
            return Path.of(s);
        } catch (InvalidPathException e) {
            throw new UsageException(option + " '" + shown(s) + "' is not a file name");
        }
    }

    /** At most 16 characters of {@code s}, control characters as '?', for an error message. */
    private static String shown(String s) {
        return (s.length() <= 16 ? s : s.substring(0, 16) + "...").replaceAll("\\p{Cntrl}", "?");
    }

    /** {@code -iter}: a positive int, as openssl's "+int". */
    private static int iter(String s) throws UsageException {
        try {
            int n = Integer.parseInt(s);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new UsageException("-iter '" + shown(s) + "' is not a positive number of iterations, e.g. -iter 100000");
    }

    /** {@code -bufsize N} or {@code Nk}, as openssl parses it; 0 (openssl then reads no input at all) refused. */
    private static int bufsize(String s) throws UsageException {
        boolean k = s.length() > 1 && s.endsWith("k");
        try {
            long n = Long.parseLong(k ? s.substring(0, s.length() - 1) : s);
            if (n >= 1 && (k ? n <= Integer.MAX_VALUE / 1024 : n <= Integer.MAX_VALUE)) {
                return (int) (k ? n * 1024 : n);
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new UsageException("-bufsize '" + shown(s) + "' is not a buffer size from 1 byte (N or Nk), e.g. -bufsize 64k");
    }

    /** {@code s} as bytes; the error shows at most 16 characters of it, on one line, whatever was given. */
    static byte[] hex(String s, String option) throws UsageException {
        try {
            return HexFormat.of().parseHex(s);
        } catch (IllegalArgumentException e) {
            throw notHex(s, option);
        }
    }

    private static UsageException notHex(String s, String option) {
        return new UsageException(option + " is not a hex string: '" + shown(s) + "'"
                + (s.length() > 16 ? " (" + s.length() + " characters)" : ""));
    }

    /**
     * OpenSSL's {@code set_hex}: {@code s} into exactly {@code size} bytes, zero-padded (an odd last digit
     * is a high nibble) or cut, with OpenSSL's warning on {@code err} for either.
     */
    static byte[] opensslHex(String s, int size, String option, PrintStream err) throws UsageException {
        int n = s.length();
        String warning = null;
        if (n > 2 * size) {
            warning = "hex string is too long, ignoring excess";
            n = 2 * size;
        } else if (n < 2 * size) {
            warning = "hex string is too short, padding with zero bytes to length";
        }
        byte[] out = new byte[size];
        for (int i = 0; i < n; i++) {
            int v = Character.digit(s.charAt(i), 16);
            if (v < 0 || s.charAt(i) > 0x7f) {
                throw notHex(s, option);
            }
            out[i / 2] |= (byte) ((i & 1) == 0 ? v << 4 : v);
        }
        if (warning != null) {
            err.println(warning);
        }
        return out;
    }
}
