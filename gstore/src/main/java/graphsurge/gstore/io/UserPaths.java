package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Paths and names that come from the user, on their way to the file system: every writer goes
 * through here, so that every file written stays in the directory the user named.
 *
 * <p>A path the user typed ({@link #parse}) must be non-empty and a valid path; a NUL character
 * or an empty path is an input error naming what the path was for.
 *
 * <p>A name that becomes part of a file name (a view's or a collection's, which GVDL lets hold any
 * character between back quotes) is <b>percent-encoded</b> ({@link #fileName}), reversibly, as in
 * URLs: ASCII letters and digits, {@code _}, {@code -} and non-ASCII letters and digits stay as
 * they are, every other character becomes {@code %XX} per UTF-8 byte. So a name never holds a
 * separator ({@code /}, {@code \}), a dot (no {@code ..}, no hidden file, no second suffix), a
 * control or invisible character. A name that equals a reserved name (Windows' device names,
 * or a file the writer itself writes, such as {@code summary}) has its first character encoded.
 * {@link #file} then checks that the file it returns lies directly in the directory, as a
 * second line of defence.
 */
public final class UserPaths {
    /** Names Windows reserves for devices, in any case and with any suffix. */
    private static final Set<String> DEVICE_NAMES = Set.of("con", "prn", "aux", "nul",
            "com0", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
            "lpt0", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9");

    private static final HexFormat HEX = HexFormat.of().withUpperCase();

    /**
     * The longest file name written, in UTF-8 bytes: common file systems accept 255, and {@link
     * AtomicTextFile} writes a temporary name 4 bytes longer first.
     */
    private static final int MAX_FILE_NAME_BYTES = 250;

    private UserPaths() {}

    /**
     * The path the user wrote for {@code what} (such as {@code "SAVE RESULTS TO"} or {@code
     * "--store"}).
     *
     * @throws GraphsurgeException when it is empty, holds a NUL character or is no valid path
     */
    public static Path parse(String path, String what) {
        if (path.isEmpty()) {
            throw new GraphsurgeException(what + " '': the path is empty; name a file or directory");
        }
        try {
            return Path.of(withoutNul(path, what));
        } catch (InvalidPathException e) {
            throw new GraphsurgeException(what + " '" + path + "': not a valid path: " + e.getReason());
        }
    }

    /**
     * {@code part}, a part of a path the user wrote for {@code what} (such as a file name prefix).
     *
     * @throws GraphsurgeException when it holds a NUL character, which no path can hold
     */
    public static String withoutNul(String part, String what) {
        int nul = part.indexOf('\0');
        if (nul >= 0) {
            throw new GraphsurgeException(what + " '" + part.replace("\0", "\\0") + "': a path cannot hold a NUL"
                    + " character (\\0, at position " + (nul + 1) + ")");
        }
        return part;
    }

    /**
     * {@code name} percent-encoded into a file name's stem (see the class comment); {@code
     * reserved} are stems the caller writes itself, in lower case.
     *
     * @throws GraphsurgeException when the name is empty
     */
    public static String fileName(String name, String... reserved) {
        if (name.isEmpty()) {
            throw new GraphsurgeException("an empty name cannot name a file");
        }
        StringBuilder out = new StringBuilder(name.length());
        String lower = name.toLowerCase(Locale.ROOT);
        boolean clash = DEVICE_NAMES.contains(lower) || List.of(reserved).contains(lower);
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            boolean kept = c < 128 ? isAsciiLetterOrDigit(c) || c == '_' || c == '-' : Character.isLetterOrDigit(c);
            if (kept && !(clash && i == 0)) {
                out.appendCodePoint(c);
            } else {
                for (byte b : new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8)) {
                    out.append('%').append(HEX.toHexDigits(b));
                }
            }
            i += Character.charCount(c);
        }
        return out.toString();
    }

    /**
     * The file for {@code name} (encoded by {@link #fileName}) with {@code suffix} (such as
     * {@code ".csv"}) in {@code directory}, checked by {@link #inside}.
     */
    public static Path file(Path directory, String name, String suffix, String... reserved) {
        return inside(directory, fileName(name, reserved) + suffix);
    }

    /**
     * {@code directory.resolve(fileName)}, checked to lie directly in {@code directory}.
     *
     * @throws GraphsurgeException when it does not, or when the name is too long
     */
    public static Path inside(Path directory, String fileName) {
        if (fileName.getBytes(StandardCharsets.UTF_8).length > MAX_FILE_NAME_BYTES) {
            throw new GraphsurgeException("cannot write '" + fileName + "' in " + directory + ": a file name holds at most "
                    + MAX_FILE_NAME_BYTES + " bytes; choose a shorter name");
        }
        Path file = directory.resolve(fileName);
        Path parent = file.toAbsolutePath().normalize().getParent();
        if (!directory.toAbsolutePath().normalize().equals(parent)) {
            throw new GraphsurgeException("refusing to write '" + fileName + "': it would not be in " + directory);
        }
        return file;
    }

    private static boolean isAsciiLetterOrDigit(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }
}
