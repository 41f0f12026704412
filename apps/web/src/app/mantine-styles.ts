/**
 * Mantine's CSS for what every page may render, first of all the public forms, instead of all of
 * `@mantine/core/styles.css` (large, and render-blocking on every page): the globals, then
 * each component's file in the order styles.css has them, so the cascade is the same. Components only
 * signed-in screens render (app shell, tables, badges, dialogs) import their file where they are
 * used, so it comes with that screen's chunk and never blocks a public form's first paint.
 * Using another Mantine component? Add its file here or beside its use, and those of the components
 * it is built from (Mantine's "CSS files list" page), e.g. Button needs UnstyledButton; a component
 * whose file is missing renders unstyled.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/VisuallyHidden.css';
import './global.css';
