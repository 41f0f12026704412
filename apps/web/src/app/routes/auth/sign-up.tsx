import { AuthLayout } from '@/components/layout/auth-layout';
import { LoadingText } from '@/components/ui/loading-text';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useRedirectIfSignedIn } from '@/features/auth/hooks/use-redirect-if-signed-in';

export default function SignUpRoute() {
  const { checking } = useRedirectIfSignedIn();
  return <AuthLayout>{checking ? <LoadingText /> : <SignUpForm />}</AuthLayout>;
}
