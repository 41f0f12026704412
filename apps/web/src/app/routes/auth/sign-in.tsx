import { AuthLayout } from '@/components/layout/auth-layout';
import { LoadingText } from '@/components/ui/loading-text';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useRedirectIfSignedIn } from '@/features/auth/hooks/use-redirect-if-signed-in';

export default function SignInRoute() {
  const { checking } = useRedirectIfSignedIn();
  return <AuthLayout>{checking ? <LoadingText /> : <SignInForm />}</AuthLayout>;
}
